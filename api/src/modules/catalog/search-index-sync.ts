import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createSearchIndex, type SearchIndex, type SearchRow } from './search-index';
import { catalogPromotionsVersion, productSearch, productSearchChanges } from './schema';

/** More changes than this (or than 2 % of the products) at once: the index is built anew. */
const MOST_CHANGES_APPLIED = 1_000;
/** Rows per statement when the index is built (a million rows at once would all sit in memory twice). */
const LOAD_BATCH = 50_000;

type StoredRow = {
  product_id: number;
  main_category_id: number;
  sub_category_id: number;
  category_id: number;
  price: number;
  rating: number;
  sold_count: number;
  created: number;
  name_en: string;
  name_kh: string;
  /** Separated by spaces, which no word holds: far quicker to read than an array. */
  words: string;
};

const columns = sql`s.product_id, s.main_category_id, s.sub_category_id, s.category_id,
  s.price::float8 as price, s.rating::float8 as rating, s.sold_count,
  (extract(epoch from s.created_at) * 1000000)::float8 as created,
  s.name_en, s.name_kh, array_to_string(tsvector_to_array(s.words), ' ') as words`;

const toRow = (row: StoredRow): SearchRow => ({
  id: row.product_id,
  mainCategoryId: row.main_category_id,
  subCategoryId: row.sub_category_id,
  categoryId: row.category_id,
  price: row.price,
  rating: row.rating,
  soldCount: row.sold_count,
  createdAt: row.created,
  nameEn: row.name_en,
  nameKh: row.name_kh,
  words: row.words ? row.words.split(' ') : [],
});

/**
 * The search index of this process, kept current from product_search_changes: a search waits for
 * the changes when the index was last brought up to date more than `maxAgeMs` ago (one cheap
 * statement, shared by every search waiting at that moment), so a search never sees the catalogue
 * as it was longer ago than that. Each change carries its transaction's id: a sync reads every
 * change from the oldest transaction still running at the previous sync, so a transaction that
 * commits late is never missed (its changes are read again until then, harmlessly).
 */
export function createSearchIndexSync(options: {
  /** Where the whole index is loaded from (no statement timeout: a million rows take seconds). */
  db: Database;
  /** Where the changes are read from (shoppers' reads). */
  reads: Database;
  maxAgeMs: number;
  /**
   * Told which products changed as shoppers see them (their summaries: also a new discount, review
   * count, promotion or photo), or 'all' (the index was built, or a promotion changed).
   */
  onChange: (ids: readonly number[] | 'all') => void;
  /** When this process last wrote to the catalogue: a sync started before it is not recent enough. */
  writtenAt: () => number;
}) {
  const { db, reads, maxAgeMs, onChange, writtenAt } = options;
  let state:
    { index: SearchIndex; horizon: string; promotionsVersion: number; syncStarted: number } | undefined;
  let running: Promise<void> | undefined;
  const promotionsVersion = sql`(select ${catalogPromotionsVersion.version} from ${catalogPromotionsVersion})`;

  async function build(started: number) {
    // Taken before the rows: every transaction at or past it is read again by the next sync.
    const {
      rows: [first],
    } = await db.execute<{ horizon: string; promotions: number | null }>(
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon, ${promotionsVersion} as promotions`,
    );
    const rows: SearchRow[] = [];
    for (let after = 0; ;) {
      const batch = await db.execute<StoredRow>(sql`
        select ${columns} from ${productSearch} s
        where s.product_id > ${after} order by s.product_id limit ${LOAD_BATCH}`);
      for (const row of batch.rows) rows.push(toRow(row));
      if (batch.rows.length < LOAD_BATCH) break;
      after = batch.rows.at(-1)!.product_id;
    }
    state = {
      index: createSearchIndex(rows),
      horizon: first!.horizon,
      promotionsVersion: first!.promotions ?? 0,
      syncStarted: started,
    };
    onChange('all');
  }

  async function sync() {
    const started = performance.now();
    if (!state || state.index.full) return build(started);
    const { rows } = await reads.execute<
      { horizon: string; promotions: number | null; changed: number | null } & {
        [K in keyof StoredRow]: StoredRow[K] | null;
      }
    >(sql`
      select pg_snapshot_xmin(pg_current_snapshot())::text as horizon, ${promotionsVersion} as promotions,
        c.product_id as changed, ${columns}
      from (select 1) as now
        left join ${productSearchChanges} c on c.xid >= ${state.horizon}::xid8
        left join ${productSearch} s on s.product_id = c.product_id`);
    // Changes read again (their transaction was still running at the last sync) change nothing.
    const news = rows.flatMap((row): { id: number; row: SearchRow | null }[] => {
      if (row.changed === null) return [];
      if (row.product_id === null) return [{ id: row.changed, row: null }];
      const searchRow = toRow(row as StoredRow);
      return state!.index.holds(searchRow) ? [] : [{ id: row.changed, row: searchRow }];
    });
    // Many at once (a bulk change, or a catalogue grown by the seed): building anew is quicker than
    // moving each product in every order.
    if (news.length > Math.max(MOST_CHANGES_APPLIED, state.index.size / 50)) return build(started);
    for (const { id, row } of news) {
      if (!row) state.index.remove(id);
      else if (state.index.full) return build(started);
      else state.index.upsert(row);
    }
    state.horizon = rows[0]!.horizon;
    state.syncStarted = started;
    const promotions = rows[0]!.promotions ?? 0;
    if (promotions !== state.promotionsVersion) {
      state.promotionsVersion = promotions;
      onChange('all');
    } else {
      // Every change, including those the index holds already (a new photo, discount, review count).
      onChange(rows.flatMap((row) => (row.changed === null ? [] : [row.changed])));
    }
  }

  return {
    /** The index, brought up to date first if it is older than `maxAgeMs` (built on first use). */
    async current(): Promise<SearchIndex> {
      const asked = performance.now();
      while (!state || state.syncStarted < Math.max(asked - maxAgeMs, writtenAt())) {
        running ??= sync().finally(() => {
          running = undefined;
        });
        await running;
      }
      return state.index;
    },
  };
}
