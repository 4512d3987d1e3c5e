// The shell's server in production (docs/deploy.md): renders pages and serves the shell's build,
// with each browser's remotes taken from the remotes registry (REGISTRY_URL) — stable, canary or
// a developer's override — or from a fixed map (REMOTES_JSON, else dist/remotes.json). Drains on
// SIGTERM: readiness goes 503, requests in flight are answered, then it exits.
//
//   REGISTRY_URL=http://127.0.0.1:4300 API_URL=http://127.0.0.1:4000 PORT=3000 \
//     TSX_TSCONFIG_PATH=tsconfig.base.json node --import tsx shared/server/serve-shell.ts
import path from 'node:path';
import { runtimeConfigFromEnvironment } from '../src/app-config/runtime-config';
import { loadRemotesMap, serveApp } from './serve-app';
import { registryRemotes } from './remotes-source';

const root = path.resolve(__dirname, '..', '..');

function setting(name: string): string | undefined {
  return process.env[name]?.trim() || undefined;
}

function milliseconds(name: string, fallback: number): number {
  const value = Number(setting(name) ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of milliseconds`);
  return value;
}

async function main() {
  const appDir = path.resolve(setting('SHELL_DIR') ?? path.join(root, 'shell'));
  const port = Number(setting('PORT') ?? 3000);
  const registryUrl = setting('REGISTRY_URL');
  const overrideSecret = setting('OVERRIDE_SECRET');
  if (process.env.NODE_ENV === 'production' && overrideSecret && overrideSecret.length < 32) {
    throw new Error('OVERRIDE_SECRET must be 32+ characters');
  }
  const serverBaseUrl = setting('SERVER_REMOTES_BASE_URL');
  const remotes = registryUrl
    ? registryRemotes({
        registryUrl,
        pollMs: milliseconds('REGISTRY_POLL_MS', 2_000),
        serverBaseUrl,
        overrideSecret,
        fallback: setting('REMOTES_JSON') ? loadRemotesMap(appDir) : undefined,
      })
    : loadRemotesMap(appDir);
  const server = await serveApp({
    appDir,
    port,
    host: setting('HOST') ?? '0.0.0.0',
    apiUrl: setting('API_URL'),
    remotes,
    overrideSecret,
    hsts: setting('HSTS') === 'true',
    runtimeConfig: runtimeConfigFromEnvironment(process.env),
  });
  console.log(
    `shell server on :${port} (remotes: ${registryUrl ? `registry ${registryUrl}` : 'fixed map'}; ` +
      `API: ${setting('API_URL') ?? 'http://127.0.0.1:4000'})`,
  );

  const delayMs = milliseconds('SHUTDOWN_DELAY_MS', 0);
  const timeoutMs = milliseconds('SHUTDOWN_TIMEOUT_MS', 10_000);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining (readiness 503, answering requests in flight)`);
    setTimeout(() => {
      console.error(`still draining after ${timeoutMs} ms: exiting`);
      process.exit(1);
    }, delayMs + timeoutMs).unref();
    server.drain(delayMs).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
