import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedDatabase(database.db, { products: config.seedProducts, log: (line) => console.log(`[seed] ${line}`) });
  const app = await buildApp(config, database);
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  console.log(`API ready on http://${config.host}:${config.port}/api (database: ${database.kind}; docs: /api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
