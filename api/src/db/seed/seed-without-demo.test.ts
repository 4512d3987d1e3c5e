import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../client';
import { users } from '../../modules/auth/schema';
import { categories, products, promotions, stores } from '../../modules/catalog/schema';
import { contentPages, jobs } from '../../modules/content/schema';
import { helpArticles, helpCategories } from '../../modules/help/schema';
import { ensureFirstOwner } from '../../modules/staff/first-owner';
import { auditLog } from '../../modules/staff/schema';
import { vouchers } from '../../modules/vouchers/schema';
import { CLIENT } from '../../testing/test-app';
import { DEMO_ACCOUNT, OWN_STORE_SLUG, OWNER_ACCOUNT, seedDatabase } from './seed';

const API_DIR = path.resolve(__dirname, '..', '..', '..');

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
});
afterAll(() => database.close());

async function rows(table: PgTable) {
  const [{ value } = { value: -1 }] = await database.db.select({ value: count() }).from(table);
  return value;
}

async function tableCounts() {
  return {
    categories: await rows(categories),
    stores: await rows(stores),
    products: await rows(products),
    promotions: await rows(promotions),
    vouchers: await rows(vouchers),
    users: await rows(users),
    helpCategories: await rows(helpCategories),
    helpArticles: await rows(helpArticles),
    contentPages: await rows(contentPages),
    jobs: await rows(jobs),
  };
}

describe('a shop seeded without demo data (SEED_DEMO=false, production’s default)', () => {
  it('gets the reference data a real shop needs and nothing invented', async () => {
    await seedDatabase(database.db, { demo: false, products: 600 });
    const counts = await tableCounts();
    expect(counts).toMatchObject({ products: 0, promotions: 0, vouchers: 0, users: 0, stores: 1 });
    expect(counts.categories).toBeGreaterThan(100);
    expect(counts.helpCategories).toBeGreaterThan(10);
    expect(counts.helpArticles).toBeGreaterThan(10);
    expect(counts.contentPages).toBeGreaterThan(5);
    expect(counts.jobs).toBeGreaterThan(0);
    const [store] = await database.db.select({ slug: stores.slug }).from(stores);
    expect(store!.slug).toBe(OWN_STORE_SLUG);
  });

  it('is seeded the same on every start', async () => {
    const before = await tableCounts();
    await seedDatabase(database.db, { demo: false, products: 600 });
    expect(await tableCounts()).toEqual(before);
  });

  it('gets its first owner from OWNER_EMAIL once, who can sign in to the back office', async () => {
    const owner = { email: 'Boss@Shop.Example', name: 'Chan Dara', password: 'Sup3rsecret' };
    const created = await ensureFirstOwner(database.db, owner, 'OWNER_EMAIL');
    expect(created.outcome).toBe('created');
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.owner_create'));
    expect(entry).toMatchObject({ actorEmail: 'boss@shop.example', actorRole: 'owner', entityType: 'user' });
    // The next start (same settings, or a changed password) leaves the account as it is.
    const [{ passwordHash } = { passwordHash: '' }] = await database.db
      .select({ passwordHash: users.passwordHash })
      .from(users);
    const again = await ensureFirstOwner(database.db, { ...owner, password: 'Other1234' }, 'OWNER_EMAIL');
    expect(again).toEqual({ outcome: 'exists', userId: created.userId, role: 'owner' });
    expect(await database.db.select({ passwordHash: users.passwordHash }).from(users)).toEqual([
      { passwordHash },
    ]);

    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database);
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: CLIENT,
        payload: { login: 'boss@shop.example', password: 'Sup3rsecret' },
      });
      expect(login.statusCode).toBe(200);
      const demoOwner = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: CLIENT,
        payload: { login: OWNER_ACCOUNT.email, password: OWNER_ACCOUNT.password },
      });
      expect(demoOwner.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('refuses an owner whose password breaks the rules', async () => {
    await expect(
      ensureFirstOwner(
        database.db,
        { email: 'weak@shop.example', name: 'Weak', password: 'password' },
        'owner:create',
      ),
    ).rejects.toThrow(/password must be 8 to 128 characters, with a letter and a digit/);
  });

  it('takes demo data later when asked (SEED_DEMO=true), beside the shop’s own store', async () => {
    await seedDatabase(database.db, { demo: true, products: 6 });
    const counts = await tableCounts();
    expect(counts.products).toBe(6);
    expect(counts.stores).toBe(12);
    expect(counts.promotions).toBeGreaterThan(0);
    const demo = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(demo).toHaveLength(1);
  });
});

describe('owner:create', () => {
  const run = (args: string[], env: Record<string, string>) => {
    const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
    return promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/modules/staff/owner-create-cli.ts', ...args],
      { cwd: API_DIR, env: { ...inherited, NODE_ENV: 'test', DATA_DIR: 'memory://', ...env } },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );
  };

  it('creates the owner with the password from OWNER_PASSWORD', async () => {
    const result = await run(['--', '--email', 'boss@shop.example', '--name', 'Chan Dara'], {
      OWNER_PASSWORD: 'Sup3rsecret',
    });
    expect(result).toEqual({ code: 0, output: expect.stringContaining('Owner boss@shop.example created') });
  });

  it('refuses a weak password and a missing name without touching the database', async () => {
    const weak = await run(['--email', 'boss@shop.example', '--name', 'Chan Dara'], {
      OWNER_PASSWORD: 'short',
    });
    expect(weak).toEqual({ code: 1, output: expect.stringContaining('Nothing was created: the password') });
    const usage = await run(['--email', 'boss@shop.example'], { OWNER_PASSWORD: 'Sup3rsecret' });
    expect(usage).toEqual({ code: 2, output: expect.stringContaining('usage: owner:create') });
  });
});
