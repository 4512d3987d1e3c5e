import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { helpArticles, helpCategories } from '../schema';
import type { HelpArticleSeed } from './article-types';
import { helpArticleSeeds } from './articles';

/**
 * Writes the article files into help_articles, matched by slug, so edited files update the
 * table on the next start. Articles naming a category that does not exist are skipped (logged).
 */
export async function seedHelpArticles(
  db: Database,
  log: (line: string) => void = () => {},
  seeds: HelpArticleSeed[] = helpArticleSeeds,
) {
  const categoryIds = new Set(
    (await db.select({ id: helpCategories.id }).from(helpCategories)).map((row) => row.id),
  );
  const valid = seeds.filter((seed) => {
    if (categoryIds.has(seed.categoryId)) return true;
    log(`help article ${seed.slug}: unknown category ${seed.categoryId}, skipped`);
    return false;
  });
  const positions = new Map<number, number>();
  const rows = valid.map((seed) => {
    const position = positions.get(seed.categoryId) ?? 0;
    positions.set(seed.categoryId, position + 1);
    return {
      categoryId: seed.categoryId,
      slug: seed.slug,
      titleEn: seed.title.en,
      titleKh: seed.title.kh,
      bodyEn: seed.body.en,
      bodyKh: seed.body.kh,
      top: seed.top ?? false,
      position,
    };
  });
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insert(helpArticles)
      .values(rows.slice(start, start + 200))
      .onConflictDoUpdate({
        target: helpArticles.slug,
        set: {
          categoryId: sql`excluded.category_id`,
          titleEn: sql`excluded.title_en`,
          titleKh: sql`excluded.title_kh`,
          bodyEn: sql`excluded.body_en`,
          bodyKh: sql`excluded.body_kh`,
          top: sql`excluded.top`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
        // Unchanged articles keep their updated_at.
        setWhere: sql`(${helpArticles.titleEn}, ${helpArticles.titleKh}, ${helpArticles.bodyEn}, ${helpArticles.bodyKh}, ${helpArticles.top}, ${helpArticles.categoryId}, ${helpArticles.position}) is distinct from (excluded.title_en, excluded.title_kh, excluded.body_en, excluded.body_kh, excluded.top, excluded.category_id, excluded.position)`,
      });
  }
  log(`help articles: ${rows.length}`);
}
