import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import { verifyOverride } from '../../shared/server/override-token';
import { buildRegistry } from './app';
import { sha256Hex } from './auth';
import { loadConfig } from './config';
import { StateStore } from './state';
import { startTestOrigin, type TestOrigin } from './testing/test-origin';

const OVERRIDE_SECRET = 'cli-test-override-secret-0123456789';
let origin: TestOrigin;
let app: FastifyInstance;
let dataDir: string;
let registryUrl: string;
let cliFile: string;

beforeAll(async () => {
  origin = await startTestOrigin();
  origin.addRelease('1.0.0-aaaaaaaaaaaa');
  origin.addRelease('v2');
  dataDir = mkdtempSync(path.join(tmpdir(), 'registry-cli-'));
  // Built once as `pnpm build` builds it: starting tsx for every command is seconds each.
  cliFile = path.join(dataDir, 'cli.js');
  buildSync({
    entryPoints: [path.join(__dirname, 'cli.ts')],
    outfile: cliFile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
  });
  const config = loadConfig({
    REGISTRY_DATA_DIR: dataDir,
    REGISTRY_TOKENS: `catalog=${sha256Hex('catalog-token')},checkout=${sha256Hex('checkout-token')}`,
    REGISTRY_ORIGINS: `catalog=${origin.url}`,
    REGISTRY_ADOPT: 'false',
    OVERRIDE_SECRET,
  });
  app = await buildRegistry({ config, store: await StateStore.open(dataDir) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  registryUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await origin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `pnpm slice ...` as a team runs it. */
function slice(args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [cliFile, ...args],
      { env: { PATH: process.env.PATH, REGISTRY_URL: registryUrl, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('pnpm slice', () => {
  it('deploys, canaries, promotes, rolls back and shows the history', async () => {
    const token = { PSAR_DEPLOY_TOKEN: 'catalog-token' };
    expect(await slice(['deploy', 'catalog', '1.0.0-aaaaaaaaaaaa'], token)).toMatchObject({
      code: 0,
      stdout: 'catalog: deployed → 1.0.0-aaaaaaaaaaaa (revision 1)\n',
    });
    expect((await slice(['canary', 'catalog', 'v2', '10'], token)).stdout).toBe(
      'catalog: canary → 1.0.0-aaaaaaaaaaaa, canary v2 at 10% (revision 2)\n',
    );
    expect((await slice(['status'])).stdout).toContain('catalog     1.0.0-aaaaaaaaaaaa, canary v2 at 10%');
    expect((await slice(['promote', 'catalog'], token)).stdout).toContain('promoted → v2 (revision 3)');
    expect((await slice(['rollback', 'catalog'], token)).stdout).toContain(
      'rolled back → 1.0.0-aaaaaaaaaaaa (revision 4)',
    );
    const history = (await slice(['history', 'catalog'])).stdout.trim().split('\n');
    expect(history).toHaveLength(4);
    expect(history[0]).toMatch(/^#4 \S+ rollback +by catalog: v2 → 1\.0\.0-aaaaaaaaaaaa$/);
    const releases = (await slice(['releases', 'catalog'])).stdout;
    expect(releases).toMatch(/^v2 +\S+ +aaaaaaaaaaaa\n1\.0\.0-aaaaaaaaaaaa +\S+ +aaaaaaaaaaaa +← stable\n$/);
  });

  it('fails with one line and a non-zero exit', async () => {
    expect(await slice(['promote', 'catalog'])).toMatchObject({
      code: 1,
      stderr: "error: PSAR_DEPLOY_TOKEN is not set: export your slice's deploy token\n",
    });
    expect(await slice(['deploy', 'catalog', 'v2'], { PSAR_DEPLOY_TOKEN: 'checkout-token' })).toMatchObject({
      code: 1,
      stderr: 'error: A checkout deploy token cannot change catalog (auth.forbidden)\n',
    });
    expect(
      (await slice(['canary', 'catalog', 'v2', '150'], { PSAR_DEPLOY_TOKEN: 'catalog-token' })).code,
    ).toBe(1);
    expect((await slice(['launch'])).stderr).toBe('error: Unknown command "launch". Run pnpm slice help\n');
    expect(await slice(['status'], { REGISTRY_URL: 'http://127.0.0.1:9' })).toMatchObject({
      code: 1,
      stderr: 'error: The registry does not answer at http://127.0.0.1:9 (set REGISTRY_URL)\n',
    });
  });

  it('prints the link that points one browser at a developer manifest', async () => {
    const { code, stdout } = await slice(
      ['override', 'catalog', 'http://localhost:3001/mf-manifest.json', '--ttl', '600'],
      {
        PSAR_DEPLOY_TOKEN: 'catalog-token',
        SHOP_URL: 'http://shop.test:8080/',
      },
    );
    expect(code).toBe(0);
    const link = stdout.trim().split('\n').at(-1) ?? '';
    expect(link.startsWith('http://shop.test:8080/__psar/override?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(verifyOverride(token, OVERRIDE_SECRET)).toMatchObject({
      slice: 'catalog',
      manifestUrl: 'http://localhost:3001/mf-manifest.json',
    });
  });
});
