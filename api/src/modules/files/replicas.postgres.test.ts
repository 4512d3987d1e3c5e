import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import type { ProductPhotoUpload } from '@storefront/shared/contract/files';
import { OWNER_ACCOUNT } from '../../db/seed/seed';
import { startLocalS3, testImage, type LocalS3 } from './testing';

/**
 * A photo uploaded through one API replica is served by another: two real API processes
 * (`node --import tsx src/server.ts`) on 127.0.0.1, one PostgreSQL database, the same
 * AUTH_SECRET, no shared disk. Run with the files in PostgreSQL (the default) and in an S3 bucket.
 *
 * Two processes cannot share a PGlite database, so this file runs only in the PostgreSQL pass
 * (`PSAR_TEST_ON_POSTGRES=1` with TEST_DATABASE_URL; CI runs it): jest.config.cjs leaves
 * `*.postgres.test.ts` out of the PGlite pass instead of skipping it there.
 */

const API_DIR = path.resolve(__dirname, '..', '..', '..');
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('replicas.postgres.test.ts needs TEST_DATABASE_URL (the PostgreSQL pass)');

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

interface Replica {
  origin: string;
  process: ChildProcess;
  output: string[];
}

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...inherited, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const replica = { origin: `http://127.0.0.1:${port}`, process: child, output };
  // Up when /api/health answers; migrating and seeding a new database takes a few seconds.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`replica exited (${child.exitCode}): ${output.join('')}`);
    try {
      if ((await fetch(`${replica.origin}/api/health`)).ok) return replica;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopReplica(replica);
  throw new Error(`replica did not start in 90 s: ${output.join('')}`);
}

/** SIGTERM, then SIGKILL after 10 s: never left running. */
async function stopReplica(replica: Replica | undefined): Promise<void> {
  if (!replica || replica.process.exitCode !== null || replica.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => replica.process.once('exit', () => resolve()));
  replica.process.kill('SIGTERM');
  const timer = setTimeout(() => replica.process.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-type': 'web' },
    body: JSON.stringify({ login: OWNER_ACCOUNT.email, password: OWNER_ACCOUNT.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe.each([
  ['PostgreSQL', false],
  ['an S3 bucket', true],
])('two API replicas with the files in %s', (_storage, useS3) => {
  const name = `psar_replicas_${randomBytes(5).toString('hex')}`;
  let s3: LocalS3 | undefined;
  let a: Replica | undefined;
  let b: Replica | undefined;

  beforeAll(async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    if (useS3) s3 = await startLocalS3();
    const env = {
      DATABASE_URL: url.toString(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SEED_PRODUCTS: '6',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '4',
      ...(s3?.env ?? {}),
    };
    // One after the other: the first migrates and seeds the new database.
    a = await startReplica(env);
    b = await startReplica(env);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopReplica(a), stopReplica(b)]);
    await s3?.close();
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 60_000);

  it('serves from replica B the photo uploaded through replica A, and shows it on B’s product page', async () => {
    const cookie = await signIn(a!.origin);
    const form = new FormData();
    form.append('file', new Blob([await testImage(900, 600, 'png')], { type: 'image/png' }), 'photo.jpg');
    const uploaded = await fetch(`${a!.origin}/api/backoffice/products/2/photos`, {
      method: 'POST',
      headers: { cookie, 'x-client-type': 'web' },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { photo } = ((await uploaded.json()) as { data: ProductPhotoUpload }).data;

    const fromA = await fetch(`${a!.origin}${photo.src}`);
    const fromB = await fetch(`${b!.origin}${photo.src}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);

    const page = (await (await fetch(`${b!.origin}/api/products/2`)).json()) as {
      data: { photos: { src: string }[] };
    };
    expect(page.data.photos.map((p) => p.src)).toContain(photo.src);
  });

  it('lets replica B delete it, after which replica A no longer serves it', async () => {
    const cookie = await signIn(b!.origin);
    const list = (await (
      await fetch(`${b!.origin}/api/backoffice/products/2/photos`, { headers: { cookie } })
    ).json()) as { data: { photos: { id: number; src: string }[] } };
    const last = list.data.photos.at(-1)!;
    const deleted = await fetch(`${b!.origin}/api/backoffice/products/2/photos/${last.id}`, {
      method: 'DELETE',
      headers: { cookie, 'x-client-type': 'web' },
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(`${a!.origin}${last.src}`)).status).toBe(404);
  });
});
