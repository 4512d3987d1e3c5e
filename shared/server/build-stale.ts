// Production builds of the front-end apps, made only when an input changed: `pnpm start` and the
// production-topology test reuse what an earlier run built.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const STAMP = '.build-stamp';

/** Every input of an app's build: its own sources, the shared package, the lockfile. */
export function buildInputs(app: string): string[] {
  return [
    `${app}/src`,
    `${app}/public`,
    `${app}/locales`,
    `${app}/webpack.config.mjs`,
    `${app}/package.json`,
    'shared/src',
    'shared/locales',
    'shared/build',
    'shared/package.json',
    'pnpm-lock.yaml',
  ];
}

function fingerprint(app: string): string {
  const hash = createHash('sha256');
  const visit = (target: string) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target).sort())
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
    } else {
      hash.update(path.relative(root, target)).update(readFileSync(target));
    }
  };
  for (const input of buildInputs(app)) visit(path.join(root, input));
  return hash.digest('hex');
}

/** Apps built at once: webpack spends much of a build on one core. */
const PARALLEL_BUILDS = 2;

function build(app: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', `@storefront/${app}`, 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app} failed to build`))));
  });
}

/** Builds each app whose inputs changed since its last build (a stamp in its dist/ says which). */
export async function buildStale(apps: readonly string[]): Promise<void> {
  const stale: { app: string; print: string }[] = [];
  for (const app of apps) {
    const print = fingerprint(app);
    const stampFile = path.join(root, app, 'dist', STAMP);
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === print) {
      console.log(`✓ ${app}: build is up to date`);
    } else {
      stale.push({ app, print });
    }
  }
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      console.log(`… building ${next.app} (production)`);
      await build(next.app);
      writeFileSync(path.join(root, next.app, 'dist', STAMP), next.print);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BUILDS, queue.length) }, worker));
}
