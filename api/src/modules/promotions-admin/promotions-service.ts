import { and, count, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PromotionAdmin,
  promotionAdminListQuery,
  promotionCreateSchema,
  promotionUpdateSchema,
} from '@storefront/shared/contract/promotions-admin';
import { isDailyDeal, promotionStatus } from '@storefront/shared/rules';
import type { Database } from '../../db/client';
import { now as clockNow } from '../../lib/clock';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import type { StaffActor } from '../../plugins/auth';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { categories, products, promotions } from '../catalog/schema';
import { recordAudit } from '../staff/audit';
import type { Executor } from '../wallet/service';

type PromotionRow = typeof promotions.$inferSelect;
type PromotionInput = z.output<typeof promotionCreateSchema>;
type PromotionUpdateInput = z.output<typeof promotionUpdateSchema>;
type ListQuery = z.output<typeof promotionAdminListQuery>;

/** A promotion's save: the promotion, and how many products moved in and out. */
export interface PromotionSaveResult {
  data: PromotionAdmin;
  movedFromOtherPromotions: number;
  releasedProducts: number;
}

/** Whether one of the promotion's categories (a jsonb array of ids, any level) holds the product. */
function categoryCovers(promotionCategories: SQL): SQL {
  return sql`(${promotionCategories} @> to_jsonb(${products.categoryId}) or ${promotionCategories} @> to_jsonb(${products.subCategoryId}) or ${promotionCategories} @> to_jsonb(${products.mainCategoryId}))`;
}

/** The products a promotion with these picks and categories covers. */
function coverage(productIds: number[], categoryIds: number[]): SQL {
  return or(
    inArray(products.id, productIds),
    inArray(products.categoryId, categoryIds),
    inArray(products.subCategoryId, categoryIds),
    inArray(products.mainCategoryId, categoryIds),
  )!;
}

/** How each promotion's products stand: how many, and the ones no category of it covers (picked ones). */
async function productsOf(
  tx: Executor,
  ids: number[],
): Promise<Map<number, { productCount: number; productIds: number[] }>> {
  const result = new Map<number, { productCount: number; productIds: number[] }>();
  if (ids.length === 0) return result;
  const rows = await tx
    .select({
      promotionId: products.promotionId,
      productCount: sql<number>`count(*)::int`,
      // jsonb, not an array: both drivers parse it the same way.
      productIds: sql<
        number[]
      >`coalesce(jsonb_agg(${products.id} order by ${products.id}) filter (where not ${categoryCovers(sql`${promotions.categoryIds}`)}), '[]'::jsonb)`,
    })
    .from(products)
    .innerJoin(promotions, eq(promotions.id, products.promotionId))
    .where(inArray(products.promotionId, ids))
    .groupBy(products.promotionId);
  for (const row of rows)
    result.set(row.promotionId!, { productCount: row.productCount, productIds: row.productIds.map(Number) });
  return result;
}

function toAdmin(
  row: PromotionRow,
  scope: { productCount: number; productIds: number[] } | undefined,
  at: Date,
): PromotionAdmin {
  return {
    id: row.id,
    title: { en: row.titleEn, kh: row.titleKh },
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    discount: row.discount,
    isActive: row.isActive,
    productIds: scope?.productIds ?? [],
    categoryIds: [...row.categoryIds].sort((a, b) => a - b),
    productCount: scope?.productCount ?? 0,
    isDeal: isDailyDeal(row.startDate, row.endDate),
    status: promotionStatus(row.startDate, row.endDate, at),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function viewOf(tx: Executor, row: PromotionRow): Promise<PromotionAdmin> {
  const scope = await productsOf(tx, [row.id]);
  return toAdmin(row, scope.get(row.id), clockNow());
}

/** 409 `promotion.version_conflict` with the promotion as it is now. */
const versionConflict = (current: PromotionAdmin) =>
  new HttpError(409, 'promotion.version_conflict', undefined, { current });

/** Ids of `wanted` missing from the table, as a comma-separated list; '' when all exist. */
async function missingIds(tx: Executor, table: typeof products | typeof categories, wanted: number[]) {
  if (wanted.length === 0) return '';
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const present = new Set(found.map((row) => row.id));
  return [...new Set(wanted)].filter((id) => !present.has(id)).join(', ');
}

/**
 * Puts the promotion's products in it: its picks and the products of its categories are taken from
 * any other promotion (the last saved wins); its products it no longer covers go to another
 * promotion that has not ended and whose categories cover them (the most recently saved), else to none.
 */
async function assignProducts(tx: Executor, row: PromotionRow, productIds: number[], at: Date) {
  const covered = coverage(productIds, row.categoryIds);
  const [moved] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(covered, ne(products.promotionId, row.id)));
  await tx
    .update(products)
    .set({ promotionId: row.id })
    .where(and(covered, sql`${products.promotionId} is distinct from ${row.id}`));
  const other = sql.raw('other');
  const released = await tx
    .update(products)
    .set({
      promotionId: sql`(select ${other}.id from ${promotions} as ${other} where ${other}.id <> ${row.id} and ${other}.end_date > ${at.toISOString()}::timestamptz and ${categoryCovers(sql`${other}.category_ids`)} order by ${other}.updated_at desc, ${other}.id desc limit 1)`,
    })
    .where(and(eq(products.promotionId, row.id), sql`not ${covered}`))
    .returning({ id: products.id });
  return { movedFromOtherPromotions: moved?.n ?? 0, releasedProducts: released.length };
}

export function createPromotionsAdminService(db: Database) {
  async function lockRow(tx: Executor, id: number): Promise<PromotionRow> {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!row) throw notFound('promotion.not_found');
    return row;
  }

  /** 400 when a picked product or category does not exist. */
  async function checkReferences(tx: Executor, input: PromotionInput) {
    const unknownProducts = await missingIds(tx, products, input.productIds);
    if (unknownProducts)
      throw badRequest(
        { code: 'promotion.product_unknown', params: { ids: unknownProducts } },
        { productIds: { code: 'promotion.product_unknown', params: { ids: unknownProducts } } },
      );
    const unknownCategories = await missingIds(tx, categories, input.categoryIds);
    if (unknownCategories)
      throw badRequest(
        { code: 'promotion.category_unknown', params: { ids: unknownCategories } },
        { categoryIds: { code: 'promotion.category_unknown', params: { ids: unknownCategories } } },
      );
  }

  const columns = (input: PromotionInput) => ({
    titleEn: input.title.en,
    titleKh: input.title.kh,
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    discount: input.discount,
    isActive: input.isActive,
    categoryIds: [...new Set(input.categoryIds)].sort((a, b) => a - b),
  });

  async function finishSave(
    tx: Executor,
    actor: StaffActor,
    row: PromotionRow,
    input: PromotionInput,
    before: PromotionAdmin | null,
  ): Promise<PromotionSaveResult> {
    const at = clockNow();
    const moves = await assignProducts(tx, row, [...new Set(input.productIds)], at);
    const data = await viewOf(tx, row);
    await recordAudit(tx, actor, {
      action: before ? 'promotion.update' : 'promotion.create',
      entityType: 'promotion',
      entityId: row.id,
      before,
      after: { ...data, ...moves },
    });
    return { data, ...moves };
  }

  return {
    async list(query: ListQuery) {
      const at = clockNow();
      const where =
        query.status === 'running'
          ? and(lte(promotions.startDate, at), gt(promotions.endDate, at))
          : query.status === 'scheduled'
            ? gt(promotions.startDate, at)
            : query.status === 'ended'
              ? lte(promotions.endDate, at)
              : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(promotions)
          .where(where)
          .orderBy(desc(promotions.startDate), desc(promotions.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ n: count() }).from(promotions).where(where),
      ]);
      const scope = await productsOf(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => toAdmin(row, scope.get(row.id), at)), total: total?.n ?? 0 };
    },

    async get(id: number): Promise<PromotionAdmin> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
      if (!row) throw notFound('promotion.not_found');
      return viewOf(db, row);
    },

    async create(actor: StaffActor, input: PromotionInput): Promise<PromotionSaveResult> {
      const result = await db.transaction(async (tx) => {
        await checkReferences(tx, input);
        const [row] = await tx.insert(promotions).values(columns(input)).returning();
        return finishSave(tx, actor, row!, input, null);
      });
      invalidateCatalogCaches();
      return result;
    },

    async update(actor: StaffActor, id: number, input: PromotionUpdateInput): Promise<PromotionSaveResult> {
      const result = await db.transaction(async (tx) => {
        const current = await lockRow(tx, id);
        const before = await viewOf(tx, current);
        if (current.version !== input.version) throw versionConflict(before);
        await checkReferences(tx, input);
        const [row] = await tx
          .update(promotions)
          .set({ ...columns(input), version: current.version + 1, updatedAt: new Date() })
          .where(eq(promotions.id, id))
          .returning();
        return finishSave(tx, actor, row!, input, before);
      });
      invalidateCatalogCaches();
      return result;
    },

    /** Switches a promotion off or on; its products stay in it. */
    async setActive(
      actor: StaffActor,
      id: number,
      input: { isActive: boolean; version: number },
    ): Promise<PromotionAdmin> {
      const result = await db.transaction(async (tx) => {
        const current = await lockRow(tx, id);
        const before = await viewOf(tx, current);
        if (current.version !== input.version) throw versionConflict(before);
        const [row] = await tx
          .update(promotions)
          .set({ isActive: input.isActive, version: current.version + 1, updatedAt: new Date() })
          .where(eq(promotions.id, id))
          .returning();
        const after = await viewOf(tx, row!);
        await recordAudit(tx, actor, {
          action: input.isActive ? 'promotion.switch_on' : 'promotion.switch_off',
          entityType: 'promotion',
          entityId: id,
          before,
          after,
        });
        return after;
      });
      invalidateCatalogCaches();
      return result;
    },
  };
}

export type PromotionsAdminService = ReturnType<typeof createPromotionsAdminService>;
