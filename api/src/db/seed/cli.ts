// `pnpm --filter @storefront/api seed -- --products 100000`: grow the catalogue (e.g. for benchmarks).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
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
  await seedDatabase(database.db, { products, log: (line) => console.log(line) });
  await seedProductPhotos(database.db, createFileStore(config, database.db), {
    log: (line) => console.log(line),
  });
  console.log(
    `seeded to ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
