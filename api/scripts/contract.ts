// `pnpm contract`: writes the OpenAPI document the API serves (GET /api/docs/json) to api/openapi.json.
// `pnpm contract:check` (CI): fails when
//   - api/openapi.json differs from what the current API generates (run `pnpm contract` and commit it);
//   - Spectral reports an error, or a warning of its OpenAPI rules (`spectral:oas`), with .spectral.yaml
//     (which also holds the OWASP API rules, and says why each rule it switches off does not fit);
//   - a client generated from the document with openapi-typescript or @rtk-query/codegen-openapi does
//     not compile (the RTK Query endpoints are injected into the front ends' shared `api`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const API = path.resolve(__dirname, '..');
const ROOT = path.resolve(API, '..');
const DOCUMENT = path.join(API, 'openapi.json');
const bin = (name: string, root = API) => path.join(root, 'node_modules', '.bin', name);

/** The document exactly as the API serves it, from an API on an empty in-memory database. */
async function generate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'psar-contract-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  const app = await buildApp(config, database);
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
    return `${JSON.stringify(response.json(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], cwd = ROOT): void {
  console.log(`$ ${path.basename(command)} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  path: string[];
}

/** Spectral with .spectral.yaml: any error fails, and so does any warning of spectral:oas's own rules. */
function lint(): void {
  console.log('$ spectral lint api/openapi.json --ruleset .spectral.yaml');
  let output: string;
  try {
    output = execFileSync(
      bin('spectral', ROOT),
      ['lint', DOCUMENT, '--ruleset', path.join(ROOT, '.spectral.yaml'), '--format', 'json', '--quiet'],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // Spectral exits 1 when it finds anything; its findings are still on stdout.
    output = (error as { stdout?: string }).stdout ?? '';
    if (!output.trim().startsWith('[')) throw error;
  }
  const results = JSON.parse(output || '[]') as SpectralResult[];
  const names = ['error', 'warning', 'info', 'hint'];
  const failing = results.filter(
    (result) => result.severity === 0 || (result.severity === 1 && !result.code.startsWith('owasp:')),
  );
  for (const result of failing)
    console.log(`  ${names[result.severity]} ${result.code} at ${result.path.join('.')}: ${result.message}`);
  // The rest are OWASP warnings (advice that does not fail the check): counted, by rule.
  const advice = new Map<string, number>();
  for (const result of results.filter((finding) => !failing.includes(finding)))
    advice.set(
      `${names[result.severity]} ${result.code}`,
      (advice.get(`${names[result.severity]} ${result.code}`) ?? 0) + 1,
    );
  for (const [rule, count] of advice) console.log(`  ${count} × ${rule}`);
  console.log(`Spectral: ${results.length} findings, ${failing.length} that fail the check.`);
  if (failing.length > 0) process.exitCode = 1;
}

/** Generates both clients from the document and compiles them against the front ends' own packages. */
function compileClients(): void {
  const shared = path.join(ROOT, 'shared');
  // Under shared/ so the generated code resolves @reduxjs/toolkit and the shared `api` as an app would.
  const out = path.join(shared, '.contract-check');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  try {
    run(bin('openapi-typescript'), [DOCUMENT, '--output', path.join(out, 'openapi-types.ts')]);
    writeFileSync(
      path.join(out, 'rtk-codegen.config.cjs'),
      `module.exports = ${JSON.stringify(
        {
          schemaFile: DOCUMENT,
          apiFile: '../src/api/api.ts',
          apiImport: 'api',
          outputFile: './rtk-endpoints.ts',
          exportName: 'contractApi',
          hooks: true,
          tag: true,
        },
        null,
        2,
      )};\n`,
    );
    run(bin('rtk-query-codegen-openapi'), [path.join(out, 'rtk-codegen.config.cjs')], out);
    writeFileSync(
      path.join(out, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', include: ['./*.ts'], compilerOptions: { noEmit: true } }),
    );
    run(bin('tsc'), ['-p', path.join(out, 'tsconfig.json')]);
    console.log('The generated clients compile.');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const generated = await generate();
  if (!process.argv.includes('--check')) {
    writeFileSync(DOCUMENT, generated);
    console.log(`Wrote ${path.relative(ROOT, DOCUMENT)} (${Buffer.byteLength(generated)} bytes).`);
    return;
  }
  if (readFileSync(DOCUMENT, 'utf8') !== generated) {
    console.error(
      'api/openapi.json is not what the API generates: run `pnpm contract` and commit the document (the diff shows the API change).',
    );
    process.exitCode = 1;
  } else console.log('api/openapi.json matches the API.');
  lint();
  compileClients();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
