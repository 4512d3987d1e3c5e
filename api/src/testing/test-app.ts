import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed/seed';
import type { StaffRole } from '@storefront/shared/contract/staff-roles';
import { hashPassword } from '../modules/auth/passwords';
import { users } from '../modules/auth/schema';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The whole API on a fresh database: in-memory PGlite, or — when TEST_DATABASE_URL is set — a new
 * database created on that PostgreSQL server for this test file and dropped afterwards.
 */
export async function createTestApp(
  options: {
    products?: number;
    /** Settings to override, e.g. `bakong` (payments tests). */
    config?: Partial<Config>;
    /** Where the log lines go (with `config.logLevel` other than 'silent'). */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  // PGlite by default; the same suite on PostgreSQL when asked (see the package's test script).
  const serverUrl = process.env.PSAR_TEST_ON_POSTGRES ? process.env.TEST_DATABASE_URL : undefined;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `psar_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const template = await postgresTemplate(admin, serverUrl);
      await admin.query(`create database ${name} template ${template}`);
    } finally {
      await admin.end();
    }
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const config = {
    // Searches see every write at once (a shop's replicas allow CATALOG_SEARCH_MAX_AGE_MS of delay).
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CATALOG_SEARCH_MAX_AGE_MS: '0' }),
    databaseUrl: url,
    ...options.config,
  };
  const products = options.products ?? 48;
  const database = url ? await openDatabase({ url, dataDir: 'memory://' }) : await openPgliteFromTemplate();
  await database.migrate();
  // On a template too: seeding is idempotent, and refreshes what the seed places relative to the clock.
  await seedDatabase(database.db, { products });
  const app = await buildApp(config, database, { logStream: options.logStream });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * A fresh in-memory PGlite costs ~6 s per test file (initdb in WebAssembly, then migrations and
 * seed); loading a dump of one already migrated and seeded (without products) costs under 2 s. The first file of a
 * Jest run that needs a template makes it, the next files of the run (one process with
 * --runInBand, so one pid) load it: a later run, with other migrations or seed code, makes its own.
 * Templates of runs that have ended are removed.
 */
async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const folder = path.join(tmpdir(), 'psar-pglite-templates');
  const file = path.join(folder, `${process.pid}.tar`);
  // Made by this process, not by an earlier one that had the same pid (with other code, maybe).
  const processStartedAt = Date.now() - process.uptime() * 1000;
  if (existsSync(file) && statSync(file).mtimeMs >= processStartedAt - 1000) {
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  // Everything but the products: each file asks for its own number of them (the seed adds them).
  await seedDatabase(database.db, { products: 0 });
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) {
    const pid = Number(name.split('.')[0]);
    if (pid !== process.pid && !isRunning(pid)) rmSync(path.join(folder, name), { force: true });
  }
  // Written whole, then renamed: a reader never sees half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await (await database.dump!()).arrayBuffer()));
  renameSync(partial, file);
  return database;
}

/**
 * The PostgreSQL pass's template, as openPgliteFromTemplate's: the first test file of a Jest run
 * creates a database, migrates and seeds it (without products); every file's database is a copy
 * of it (`create database … template`, a file copy on the server) instead of running the
 * migrations and the seed anew. Named by the process (one with --runInBand) and stamped with its
 * start, so a later process that reuses the pid makes its own; those of ended runs are dropped.
 */
async function postgresTemplate(admin: Client, serverUrl: string): Promise<string> {
  const name = `psar_template_${process.pid}`;
  const startedAt = Date.now() - process.uptime() * 1000;
  const { rows } = await admin.query<{ datname: string; stamp: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as stamp from pg_database where datname like 'psar_template_%'`,
  );
  let current = false;
  for (const row of rows) {
    const pid = Number(row.datname.slice('psar_template_'.length));
    // The same process, give or take the rounding of its uptime.
    if (row.datname === name && Math.abs(Number(row.stamp) - startedAt) < 1000) current = true;
    else if (row.datname === name || !isRunning(pid))
      await admin.query(`drop database if exists ${row.datname} with (force)`);
  }
  if (current) return name;
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), dataDir: 'memory://' });
  try {
    await database.migrate();
    await seedDatabase(database.db, { products: 0 });
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  // Stamped last: a run that stopped half-way through leaves no template that looks complete.
  await admin.query(`comment on database ${name} is '${Math.round(startedAt)}'`);
  return name;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Cookies a response set, as a `Cookie` header value for the next request. */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export const CLIENT = { 'x-client-type': 'web' } as const;

/** The newest e-mail the API sent to an address (read from the outbox, whatever its delivery state). */
export async function lastMailTo(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string; text: string }> {
  const [mail] = await app.mailer.sentTo(to, 1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { subject: mail.subject, text: mail.text };
}

export async function signIn(
  app: FastifyInstance,
  login = 'demo@psar.test',
  password = 'Demo1234!',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: CLIENT,
    payload: { login, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeader(response);
}

/**
 * Signs in as a new account with the given staff role (null: a shopper) and answers its cookies.
 * The account is written straight to the database: inviting staff has its own tests.
 */
export async function signInWithRole(
  testApp: TestApp,
  role: StaffRole | null,
  email = `${role ?? 'shopper'}-${randomBytes(4).toString('hex')}@psar.test`,
): Promise<{ cookie: string; userId: number; email: string }> {
  const password = 'Staff1234!';
  const [user] = await testApp.database.db
    .insert(users)
    .values({ name: `Test ${role ?? 'shopper'}`, email, passwordHash: await hashPassword(password), role })
    .returning({ id: users.id });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: CLIENT,
    payload: { login: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
  return { cookie: cookieHeader(response), userId: user!.id, email };
}
