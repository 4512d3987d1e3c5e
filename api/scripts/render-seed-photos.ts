// `pnpm --filter @storefront/api seed:photos`: resizes the seed's product illustrations once, as an
// upload would be, into src/modules/files/seed/rendered/ (committed), so seeding a database never
// has to. Run it after changing an illustration or the photo processing; stale files are removed.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Icon } from '../src/modules/catalog/seed/product-vocabulary';
import { ILLUSTRATIONS } from '../src/modules/files/seed/illustrations';
import { RENDERED_DIR, renderIllustration, renditionsFileName } from '../src/modules/files/seed/seed-photos';

async function main() {
  const wanted = new Set<string>();
  for (const icon of Object.keys(ILLUSTRATIONS) as Icon[]) {
    const name = renditionsFileName(icon);
    wanted.add(name);
    const started = Date.now();
    const photo = await renderIllustration(icon, path.join(RENDERED_DIR, name));
    const bytes = photo.renditions.reduce((sum, rendition) => sum + rendition.bytes.length, 0);
    console.log(
      `${name}: ${photo.renditions.length} renditions, ${Math.round(bytes / 1024)} KB, ${Date.now() - started} ms`,
    );
  }
  for (const file of await readdir(RENDERED_DIR)) {
    if (file.endsWith('.json') && !wanted.has(file)) {
      await rm(path.join(RENDERED_DIR, file));
      console.log(`removed stale ${file}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
