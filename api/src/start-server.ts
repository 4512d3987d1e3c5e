import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DEMO_ACCOUNT, OWNER_ACCOUNT, seedDatabase } from './db/seed/seed';
import { now } from './lib/clock';
import { seedProductPhotos } from './modules/files/seed/seed-photos';
import { createFileStore } from './modules/files/store';
import { seedPromotionSchedule } from './modules/promotions-admin/seed-schedule';
import { ensureFirstOwner } from './modules/staff/first-owner';

/** How often a running API extends the demo's rolling promotion schedule (it is also done at start). */
const SCHEDULE_CHECK_MS = 60 * 60 * 1000;

/** How a shutdown ended: everything answered and closed, or SHUTDOWN_TIMEOUT_MS ran out first. */
export type ShutdownOutcome = 'drained' | 'timed out';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** http://host:port the server listens on. */
  origin: string;
  /**
   * Graceful shutdown (SIGTERM, SIGINT): readiness answers 503 at once and every answer closes its
   * connection; after SHUTDOWN_DELAY_MS the server stops accepting connections, closes idle ones and
   * finishes the requests in flight; then the KHQR poller and the mail dispatcher stop and the
   * database closes. Bounded by SHUTDOWN_TIMEOUT_MS. Calling it again answers the same promise.
   */
  shutdown(reason: string): Promise<ShutdownOutcome>;
}

export interface StartServerOptions {
  /** Adds routes or hooks before the server listens (tests: a route that answers on cue). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Where the log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** How the SHUTDOWN_DELAY_MS wait is made (tests end it on cue instead of waiting). */
  delay?: (milliseconds: number) => Promise<unknown>;
}

/** Migrates and seeds the database, then serves the API until `shutdown` is called. */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    await seed(config, database);
    app = await buildApp(config, database, { logStream: options.logStream });
    await options.configure?.(app);
    return await serve(config, database, app, options);
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

async function seed(config: Config, database: DatabaseHandle): Promise<void> {
  const log = config.logLevel === 'silent' ? () => {} : (line: string) => console.log(`[seed] ${line}`);
  await seedDatabase(database.db, { demo: config.seedDemo, products: config.seedProducts, log });
  if (config.seedDemo) {
    // Photos for the home page's demo products, stored like staff uploads (PostgreSQL or S3).
    await seedProductPhotos(database.db, createFileStore(config, database.db), { log });
    if (config.env === 'production')
      console.error(
        `\n!!! SEED_DEMO=true in production: the shop has demo products and the demo accounts ${DEMO_ACCOUNT.email} ` +
          `and ${OWNER_ACCOUNT.email} (an owner) with passwords published in the repository.\n`,
      );
  }
  if (config.owner) {
    const result = await ensureFirstOwner(database.db, config.owner, 'OWNER_EMAIL');
    if (result.outcome === 'created') log(`owner account created: ${config.owner.email}`);
    else if (result.role !== 'owner')
      console.warn(
        `OWNER_EMAIL ${config.owner.email} belongs to an account that is not an owner (${result.role ?? 'a shopper'}): left unchanged`,
      );
  }
}

async function serve(
  config: Config,
  database: DatabaseHandle,
  app: FastifyInstance,
  options: StartServerOptions,
): Promise<RunningServer> {
  // A shop left running for weeks still has today's demo deals: the schedule rolls on without a
  // restart. A shop without demo data has only its staff's promotions.
  const scheduleTimer = config.seedDemo
    ? setInterval(() => {
        seedPromotionSchedule(database.db, now(), (line) => app.log.info(line)).catch((error: unknown) =>
          app.log.error(error, 'the promotion schedule could not be extended'),
        );
      }, SCHEDULE_CHECK_MS).unref()
    : undefined;
  // KHQR: the poller confirms payments with Bakong (live) and expires unpaid codes (both modes).
  if (!config.bakong.token) {
    const warning =
      'KHQR runs in DEMO MODE: BAKONG_TOKEN is not set, so no KHQR payment is ever confirmed by Bakong; ' +
      'staff mark payments received by hand in the back office (Payments). See docs/payments.md.';
    if (config.env === 'production') console.error(`\n!!! ${warning}\n`);
    else app.log.info(warning);
  }
  app.khqrPoller.start();
  // The outbox's dispatcher: sends queued e-mails through SMTP (or to this log without SMTP_URL),
  // retrying failed ones with backoff; every replica runs one, they share the work.
  app.mailer.start();

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  const delay = options.delay ?? sleep;
  let shuttingDown: Promise<ShutdownOutcome> | undefined;
  const shutdown = (reason: string): Promise<ShutdownOutcome> => {
    shuttingDown ??= (async () => {
      const { delayMs, timeoutMs } = config.shutdown;
      app.lifecycle.startDraining();
      clearInterval(scheduleTimer);
      app.log.info({ reason, delayMs, timeoutMs }, 'shutting down: readiness answers 503 from now on');
      // Still accepting, so that nothing is refused before the load balancer has seen the 503.
      if (delayMs > 0) await delay(delayMs);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<ShutdownOutcome>((resolve) => {
        timer = setTimeout(() => resolve('timed out'), timeoutMs);
      });
      // app.close(): no new connections, idle ones closed, in-flight requests answered; then its
      // onClose hooks stop the KHQR poller and the mail dispatcher (app.ts). The database last.
      const drained = (async (): Promise<ShutdownOutcome> => {
        await app.close();
        await database.close();
        return 'drained';
      })();
      const outcome = await Promise.race([drained, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timed out') {
        app.log.error({ timeoutMs }, 'shutdown timed out: requests still in flight are cut off');
        app.server.closeAllConnections();
      } else app.log.info('shut down: every request answered, database closed');
      return outcome;
    })();
    return shuttingDown;
  };

  return { app, database, origin, shutdown };
}
