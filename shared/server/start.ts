// `pnpm start`: build whatever changed (a second start reuses the builds), then run the API on its
// embedded database and serve the shell and the four remotes. Ctrl-C stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { devOidcApiEnvironment } from '../../api/src/modules/auth/oauth-dev-config';
import { runtimeConfigFromEnvironment } from '../src/app-config/runtime-config';
import { buildStale } from './build-stale';
import { APP_PORTS, loadRemotesMap, serveApp } from './serve-app';

const root = path.resolve(__dirname, '..', '..');
const apps = Object.keys(APP_PORTS) as (keyof typeof APP_PORTS)[];

async function waitForApi(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error('The API exited during start-up');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer ${url}`);
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildStale(apps);
  const apiPort = Number(process.env.API_PORT ?? 4000);
  const shopOrigin = `http://localhost:${APP_PORTS.shell}`;
  // Social sign-in out of the box: a local OpenID Connect provider, configured in the API like a real
  // one (api/src/modules/auth/oauth-dev-provider.ts). Never in production, where real providers
  // are named by OAUTH_<ID>_* variables (api/.env.example).
  const devSignIn =
    process.env.NODE_ENV === 'production' || process.env.DEV_SIGN_IN === 'off'
      ? undefined
      : {
          OIDC_DEV_PORT: process.env.OIDC_DEV_PORT ?? '4010',
          SHOP_ORIGIN: shopOrigin,
          OAUTH_DEV_CLIENT_ID: 'psar-dev',
          OAUTH_DEV_CLIENT_SECRET: 'psar-dev-secret',
        };
  const signInProvider =
    devSignIn &&
    spawn(process.execPath, [require.resolve('tsx/cli'), 'src/modules/auth/oauth-dev-provider.ts'], {
      cwd: path.join(root, 'api'),
      env: { ...process.env, TSX_TSCONFIG_PATH: undefined, ...devSignIn },
      stdio: ['ignore', 'inherit', 'ignore'],
    });
  const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      // `pnpm start` points tsx at the base tsconfig (JSX for the shell's server render); the API
      // has its own.
      TSX_TSCONFIG_PATH: undefined,
      PORT: String(apiPort),
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      // Where the shopper's browser is: providers send the shopper back to this origin's /api.
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? shopOrigin,
      ...(devSignIn &&
        devOidcApiEnvironment({
          port: Number(devSignIn.OIDC_DEV_PORT),
          shopOrigin,
          clientId: devSignIn.OAUTH_DEV_CLIENT_ID,
          clientSecret: devSignIn.OAUTH_DEV_CLIENT_SECRET,
        })),
    },
    stdio: 'inherit',
  });
  const stop = () => {
    signInProvider?.kill('SIGTERM');
    api.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  api.once('exit', (code) => {
    signInProvider?.kill('SIGTERM');
    console.error(`API exited (${code ?? 'signal'})`);
    process.exit(code ?? 1);
  });
  await waitForApi(`http://127.0.0.1:${apiPort}/api/health`, api);
  for (const app of apps) {
    await serveApp({
      appDir: path.join(root, app),
      port: APP_PORTS[app],
      apiUrl: `http://127.0.0.1:${apiPort}`,
      remotes: app === 'shell' ? loadRemotesMap(path.join(root, app)) : undefined,
      runtimeConfig: runtimeConfigFromEnvironment(process.env),
    });
  }
  console.log(
    '\nPsar is running: open http://localhost:3000  (API docs: http://localhost:3000/api/docs; Ctrl-C stops)\n' +
      (devSignIn
        ? `Social sign-in: "Psar Dev Login" on the login page (http://localhost:${devSignIn.OIDC_DEV_PORT}; any e-mail, any password)\n`
        : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
