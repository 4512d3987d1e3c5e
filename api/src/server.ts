import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { seedProductPhotos } from './modules/files/seed/seed-photos';
import { createFileStore } from './modules/files/store';
import { now } from './lib/clock';
import { seedPromotionSchedule } from './modules/promotions-admin/seed-schedule';

/** How often a running API extends the demo's rolling promotion schedule (it is also done at start). */
const SCHEDULE_CHECK_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedDatabase(database.db, {
    products: config.seedProducts,
    log: (line) => console.log(`[seed] ${line}`),
  });
  // Photos for the home page's products, stored like staff uploads (PostgreSQL or S3).
  await seedProductPhotos(database.db, createFileStore(config, database.db), {
    log: (line) => console.log(`[seed] ${line}`),
  });
  const app = await buildApp(config, database);
  // A shop left running for weeks still has today's deals: the schedule rolls on without a restart.
  const scheduleTimer = setInterval(() => {
    seedPromotionSchedule(database.db, now(), (line) => app.log.info(line)).catch((error: unknown) =>
      app.log.error(error, 'the promotion schedule could not be extended'),
    );
  }, SCHEDULE_CHECK_MS);
  scheduleTimer.unref();
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
  const close = async () => {
    clearInterval(scheduleTimer);
    await app.khqrPoller.stop();
    await app.mailer.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  console.log(
    `API ready on http://${config.host}:${config.port}/api (database: ${database.kind}; docs: /api/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
