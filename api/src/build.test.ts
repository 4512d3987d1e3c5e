import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { RUNTIME_FILES } from './lib/runtime-files';

/**
 * The build (scripts/build.ts) runs with plain node: no tsx, no TypeScript, no src/ at run time.
 * Built into a folder of its own under api/node_modules/.cache (node finds api/node_modules from
 * there), so a dist/ in use elsewhere is left alone.
 */
const API_DIR = path.resolve(__dirname, '..');
const OUT = path.join(API_DIR, 'node_modules', '.cache', `psar-build-test-${randomBytes(4).toString('hex')}`);
const { NODE_OPTIONS: _jestOptions, ...inheritedEnv } = process.env;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let child: ChildProcess | undefined;
const output: string[] = [];

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--outdir', OUT], {
    cwd: API_DIR,
    env: inheritedEnv,
  });
}, 120_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(OUT, { recursive: true, force: true });
});

it('holds the bundles and the files they read, and no TypeScript', () => {
  for (const file of ['server.js', 'seed.js', 'owner-create.js'])
    expect(existsSync(path.join(OUT, file))).toBe(true);
  for (const { bundle } of Object.values(RUNTIME_FILES))
    expect(readdirSync(path.join(OUT, bundle)).length).toBeGreaterThan(0);
  expect(readdirSync(path.join(OUT, RUNTIME_FILES.migrations.bundle))).toEqual(
    expect.arrayContaining(['meta', expect.stringMatching(/^0000_.*\.sql$/)]),
  );
  expect(readdirSync(OUT).filter((file) => file.endsWith('.ts'))).toEqual([]);
});

it('serves the shop with `node server.js`, and exits 0 on SIGTERM', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Node only: were tsx needed, the loader would be missing here.
  child = spawn(process.execPath, [path.join(OUT, 'server.js')], {
    cwd: '/',
    env: {
      ...inheritedEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: 'memory://',
      SEED_PRODUCTS: '6',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  // Up when it says so: migrating and seeding take a few seconds.
  while (!output.join('').includes('API ready on')) {
    if (child.exitCode !== null) throw new Error(`the built API exited: ${output.join('')}`);
    await new Promise((resolve) => child!.stdout!.once('data', resolve));
  }

  const products = await fetch(`${origin}/api/products?perPage=10`);
  expect(products.status).toBe(200);
  const list = (await products.json()) as { data: { imageUrl: string | null }[]; meta: { total: number } };
  expect(list.meta.total).toBe(6);
  // The demo photos come from the renditions copied beside the bundle.
  const photo = list.data.find((product) => product.imageUrl)?.imageUrl;
  expect(photo).toBeDefined();
  expect((await fetch(`${origin}${photo}`)).status).toBe(200);
  expect((await fetch(`${origin}/api/ready`)).status).toBe(200);
  const khmer = await fetch(`${origin}/api/products/999999`, { headers: { 'accept-language': 'km' } });
  expect(khmer.status).toBe(404);
  // The error messages come from @storefront/shared's locale files, bundled in.
  expect(((await khmer.json()) as { message: string }).message).toMatch(/[\u1780-\u17FF]/);
  const metrics = await (await fetch(`${origin}/metrics`)).text();
  expect(metrics).toContain('http_requests_total{method="GET",route="/api/products",status_code="200"} 1');

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 120_000);

it('refuses to start in production without its secrets, naming each, without a stack trace', async () => {
  const refused = await promisify(execFile)(process.execPath, [path.join(OUT, 'server.js')], {
    cwd: '/',
    env: { ...inheritedEnv, NODE_ENV: 'production', AUTH_SECRET: '', DATABASE_URL: '' },
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('The API cannot start; fix these settings');
  expect(refused.stderr).toContain('AUTH_SECRET is not set');
  expect(refused.stderr).toContain('DATABASE_URL is not set');
  expect(refused.stderr).not.toMatch(/^\s+at /m);
});
