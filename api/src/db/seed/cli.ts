// `pnpm --filter @storefront/api seed -- --products 100000`: grow the catalogue (e.g. for benchmarks).
// Demo data only with SEED_DEMO (the default outside production), else the reference data alone.
// Built: `node dist/seed.js --products N`.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDatabase } from './seed';
import { seedProductPhotos } from '../../modules/files/seed/seed-photos';
import { createFileStore } from '../../modules/files/store';

async function main() {
  // `pnpm seed -- --products N` passes the '--' along; parseArgs would stop reading options there.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({ args, options: { products: { type: 'string' } }, allowPositionals: true });
  const config = loadConfig();
  const products = values.products ? Number(values.products) : config.seedProducts;
  if (!Number.isInteger(products) || products < 0) throw new Error('--products takes a whole number');
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const started = Date.now();
  await seedDatabase(database.db, { demo: config.seedDemo, products, log: (line) => console.log(line) });
  if (config.seedDemo) {
    await seedProductPhotos(database.db, createFileStore(config, database.db), {
      log: (line) => console.log(line),
    });
  }
  const what = config.seedDemo ? `demo data, ${products} products` : 'reference data only (SEED_DEMO=false)';
  console.log(`seeded ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
