import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { runtimePath } from '../lib/runtime-files';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tar file (what `loadDataDir` takes back). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = runtimePath('migrations');

/** Shoppers' catalog reads by database (see shopperReads); PGlite has none: its one connection serves. */
const shopperReadPools = new WeakMap<Database, Database>();

/**
 * Where shoppers' catalog reads (lists, searches, product pages) go: on PostgreSQL a pool of its own
 * (settings below) whose connections carry a `statement_timeout` (CATALOG_STATEMENT_TIMEOUT_MS, default 2 s), so an
 * expensive search is cancelled rather than holding a connection while others queue; writes,
 * migrations and back-office reports keep the main pool without one. On PGlite, `db` itself.
 */
export const shopperReads = (db: Database): Database => shopperReadPools.get(db) ?? db;

/**
 * PostgreSQL when a URL is given, else embedded PGlite (PostgreSQL in WASM) in `dataDir`
 * ('memory://' for a throwaway one). One schema and one set of migrations serve both.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({
      connectionString: options.url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
    });
    // An idle pooled connection that the server ends (a restart, a failover, a dropped test
    // database) emits 'error' on the pool; unhandled, that would crash the process. The pool
    // replaces the connection, and the next query that fails reports its own error.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.warn(`database: an idle connection was closed (${error.message})`);
    });
    const db = drizzlePg(pool, { schema });
    const timeoutMs = Math.round(Number(process.env.CATALOG_STATEMENT_TIMEOUT_MS ?? 2000));
    const readPool = new Pool({
      connectionString: options.url,
      max: Number(process.env.DATABASE_READ_POOL_SIZE ?? 10),
      // Every shopper read has an index to use: a search's `limit` made the planner prefer a
      // sequential scan hoping to meet enough matches early (half the table for a rare word). No
      // JIT either: compiling costs more than these short queries take.
      options: `-c statement_timeout=${Number.isFinite(timeoutMs) && timeoutMs >= 0 ? timeoutMs : 2000} -c enable_seqscan=off -c jit=off`,
    });
    readPool.on('error', (error) => {
      if (!closing) console.warn(`database: an idle read connection was closed (${error.message})`);
    });
    shopperReadPools.set(db, drizzlePg(readPool, { schema }));
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: async () => {
        closing = true;
        await Promise.all([pool.end(), readPool.end()]);
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // fuzzystrmatch: only for migration 0015, which creates it (0020 drops it).
    extensions: { pg_trgm, fuzzystrmatch },
    // WAL in 1 MB segments instead of 16: a new database's data directory is a third of the size,
    // which a test's copy of the template (dumpDataDir / loadDataDir) reads and writes whole.
    initDbStartParams: ['--wal-segsize=1'],
  });
  // Both drivers expose the same query builder; the PGlite one is typed as its own class.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
