import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { helpCategories } from '../schema';
import { helpCategoryTree, type HelpGroupSeed } from './help-categories';

/**
 * Writes the customer-care tree into help_categories, matched by id, on every start: a database
 * created before the tree existed gets it, and edited titles or a new order reach existing ones.
 * Rows are only rewritten when something changed; categories no longer in the tree stay (help
 * articles may still point at them).
 */
export async function seedHelpCategories(
  db: Database,
  log: (line: string) => void = () => {},
  tree: HelpGroupSeed[] = helpCategoryTree,
) {
  const rows = tree.flatMap((group, position) => [
    { id: group.id, parentId: null, titleEn: group.title.en, titleKh: group.title.kh, position },
    ...group.subCategories.map((sub, index) => ({
      id: sub.id,
      parentId: group.id,
      titleEn: sub.title.en,
      titleKh: sub.title.kh,
      position: index,
    })),
  ]);
  if (!rows.length) return;
  await db
    .insert(helpCategories)
    .values(rows)
    .onConflictDoUpdate({
      target: helpCategories.id,
      set: {
        parentId: sql`excluded.parent_id`,
        titleEn: sql`excluded.title_en`,
        titleKh: sql`excluded.title_kh`,
        position: sql`excluded.position`,
      },
      setWhere: sql`(${helpCategories.parentId}, ${helpCategories.titleEn}, ${helpCategories.titleKh}, ${helpCategories.position}) is distinct from (excluded.parent_id, excluded.title_en, excluded.title_kh, excluded.position)`,
    });
  log(`help categories: ${rows.length}`);
}
