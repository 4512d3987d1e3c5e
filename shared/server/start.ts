// `pnpm start`: build whatever changed (a second start reuses the builds), then run the API on its
// embedded database and serve the shell and the four remotes. Ctrl-C stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
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
  const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      // `pnpm start` points tsx at the base tsconfig (JSX for the shell's server render); the API
      // has its own.
      TSX_TSCONFIG_PATH: undefined,
      PORT: String(apiPort),
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    },
    stdio: 'inherit',
  });
  const stop = () => {
    api.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  api.once('exit', (code) => {
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
    '\nPsar is running: open http://localhost:3000  (API docs: http://localhost:3000/api/docs; Ctrl-C stops)\n',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
