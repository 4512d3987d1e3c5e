import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BackofficeProduct,
  BackofficeProductRow,
  StockMovement,
  StockVariant,
  backofficeProductListQuery,
  productCreateBody,
  productUpdateBody,
  restockBody,
  variantBulkBody,
} from '@storefront/shared/contract/catalog-admin';
import type { Store } from '@storefront/shared/contract/catalog';
import { productEditorProblems } from '@storefront/shared/rules';
import type { Database } from '../../db/client';
import {
  HttpError,
  badRequest,
  conflict,
  invalidInput,
  notFound,
  type FieldProblems,
} from '../../lib/http-errors';
import type { StaffActor } from '../../plugins/auth';
import { users } from '../auth/schema';
import { categories, products, stores, stockMovements, variants } from '../catalog/schema';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { departments, type Icon } from '../catalog/seed/product-vocabulary';
import { productImageUrl, prefixQuery, escapeLike } from '../catalog/service';
import { loadProductPhotos, toProductPhoto, withMainImages } from '../files/product-images';
import { orderLines } from '../orders/schema';
import { recordAudit } from '../staff/audit';
import type { Executor } from '../wallet/service';
import { recordStockMovements } from './stock-movements';

type ListQuery = z.output<typeof backofficeProductListQuery>;
type ProductInput = z.output<typeof productCreateBody>;
type ProductUpdate = z.output<typeof productUpdateBody>;
type BulkChanges = z.output<typeof variantBulkBody>['changes'];
type Restock = z.output<typeof restockBody>;

const KHMER = /[\u1780-\u17FF]/;
/**
 * The outer products row inside a subquery: drizzle writes a lone table's columns unqualified in a
 * select list, where `id` would mean the subquery's own.
 */
const productRef = sql.identifier('products');

/** The columns of a product the editor shows (not the generated search text). */
const editableColumns = {
  id: products.id,
  version: products.version,
  updatedAt: products.updatedAt,
  published: products.published,
  nameEn: products.nameEn,
  nameKh: products.nameKh,
  descriptionEn: products.descriptionEn,
  descriptionKh: products.descriptionKh,
  categoryId: products.categoryId,
  subCategoryId: products.subCategoryId,
  mainCategoryId: products.mainCategoryId,
  storeId: products.storeId,
  discount: products.discount,
  deliveryFee: products.deliveryFee,
  lowStockThreshold: products.lowStockThreshold,
  options: products.options,
  promotionId: products.promotionId,
  price: products.price,
};

const variantColumns = {
  id: variants.id,
  sku: variants.sku,
  attributes: variants.attributes,
  price: variants.price,
  stock: variants.stock,
};

/** A unique-constraint violation (PostgreSQL 23505), as the driver or drizzle's wrapper throws it. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A small stable number from a text (the pictogram's hue of a new product). */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) % 3600;
  return hash % 360;
}

/** The fields of `after` that differ from `before` (both sides), for the audit log. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['version', 'updatedAt'],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter(
    (key) => !ignore.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (!keys.length) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The product's input with its texts, SKUs and attributes tidied (zod trimmed the rest). */
function normalized<T extends ProductInput>(input: T): T {
  return {
    ...input,
    variants: input.variants.map((variant) => ({
      ...variant,
      sku: variant.sku ? variant.sku : null,
      attributes: Object.fromEntries(
        Object.entries(variant.attributes).map(([name, value]) => [name.trim(), value.trim()]),
      ),
    })),
  };
}

export function createCatalogAdminService(db: Database) {
  async function loadProduct(tx: Executor, id: number): Promise<BackofficeProduct | null> {
    const [row] = await tx.select(editableColumns).from(products).where(eq(products.id, id)).limit(1);
    if (!row) return null;
    const variantRows = await tx
      .select(variantColumns)
      .from(variants)
      .where(eq(variants.productId, id))
      .orderBy(asc(variants.id));
    const photos = (await loadProductPhotos(tx, id)).flatMap((photo) => toProductPhoto(photo) ?? []);
    return {
      id: row.id,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
      published: row.published,
      name: { en: row.nameEn, kh: row.nameKh },
      description: { en: row.descriptionEn, kh: row.descriptionKh },
      categoryId: row.categoryId,
      subCategoryId: row.subCategoryId,
      mainCategoryId: row.mainCategoryId,
      storeId: row.storeId,
      discount: row.discount,
      deliveryFee: row.deliveryFee,
      lowStockThreshold: row.lowStockThreshold,
      options: row.options,
      variants: variantRows,
      photos,
      promotionId: row.promotionId,
      price: row.price,
      imageUrl: photos[0]?.src ?? productImageUrl(row.id),
    };
  }

  /** 409 product.version_conflict with the product as it is now, so the editor can show both. */
  const versionConflict = (current: BackofficeProduct) =>
    new HttpError(409, 'product.version_conflict', undefined, { current });

  /**
   * The checks beyond each field's limits (see productEditorProblems), the category (a leaf: its
   * sub and main categories are derived) and the store. Answers where the product goes, or 400.
   */
  async function checkProduct(tx: Executor, input: ProductInput, extra: FieldProblems = {}) {
    const problems: FieldProblems = { ...productEditorProblems(input), ...extra };
    const [leaf] = await tx
      .select({ id: categories.id, level: categories.level, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!leaf) problems.categoryId = 'product.category_not_found';
    else if (leaf.level !== 3 || leaf.parentId === null) problems.categoryId = 'product.category_not_leaf';
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId));
    if (!store) problems.storeId = 'store.not_found';
    if (Object.keys(problems).length || !leaf || leaf.parentId === null) throw invalidInput(problems);
    const [sub] = await tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, leaf.parentId));
    const [main] = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, sub?.parentId ?? -1));
    if (!sub || !main) throw invalidInput({ categoryId: 'product.category_not_leaf' });
    const icon: Icon = departments[main.slug]?.icon ?? 'home';
    return { categoryId: leaf.id, subCategoryId: sub.id, mainCategoryId: main.id, icon };
  }

  /** 409 product.sku_taken, naming each variant whose SKU another product uses. */
  async function checkSkus(tx: Executor, input: ProductInput, productId: number | null) {
    const skus = input.variants.flatMap((variant) => (variant.sku ? [variant.sku] : []));
    if (!skus.length) return;
    const taken = await tx
      .select({ sku: variants.sku })
      .from(variants)
      .where(
        and(inArray(variants.sku, skus), productId === null ? undefined : ne(variants.productId, productId)),
      );
    if (!taken.length) return;
    const takenSkus = new Set(taken.map((row) => row.sku));
    const fields: FieldProblems = {};
    input.variants.forEach((variant, index) => {
      if (variant.sku && takenSkus.has(variant.sku)) fields[`variants.${index}.sku`] = 'product.sku_taken';
    });
    throw conflict('product.sku_taken', fields);
  }

  const productValues = (input: ProductInput) => ({
    published: input.published,
    nameEn: input.name.en,
    nameKh: input.name.kh,
    descriptionEn: input.description.en,
    descriptionKh: input.description.kh,
    storeId: input.storeId,
    discount: input.discount,
    deliveryFee: input.deliveryFee,
    lowStockThreshold: input.lowStockThreshold,
    options: input.options,
    price: Math.min(...input.variants.map((variant) => variant.price)),
  });

  /** Runs a catalogue write; SKU races lost to another save answer 409 product.sku_taken. */
  async function write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work);
      // Shoppers see the change at once (this process); other replicas within their cache's TTL.
      invalidateCatalogCaches();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('product.sku_taken');
      throw error;
    }
  }

  async function stockVariants(tx: Executor, ids: number[]): Promise<StockVariant[]> {
    if (!ids.length) return [];
    const rows = await tx
      .select({
        ...variantColumns,
        productId: variants.productId,
        nameEn: products.nameEn,
        nameKh: products.nameKh,
        productVersion: products.version,
        published: products.published,
        lowStockThreshold: products.lowStockThreshold,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(inArray(variants.id, ids))
      .orderBy(asc(variants.id));
    return rows.map(toStockVariant);
  }

  function toStockVariant(row: {
    id: number;
    sku: string | null;
    attributes: Record<string, string>;
    price: number;
    stock: number;
    productId: number;
    nameEn: string;
    nameKh: string;
    productVersion: number;
    published: boolean;
    lowStockThreshold: number;
  }): StockVariant {
    return {
      id: row.id,
      productId: row.productId,
      productName: { en: row.nameEn, kh: row.nameKh },
      productVersion: row.productVersion,
      published: row.published,
      sku: row.sku,
      attributes: row.attributes,
      price: row.price,
      stock: row.stock,
      lowStockThreshold: row.lowStockThreshold,
    };
  }

  /** Bumps a product's version and time, its price following its cheapest variant. */
  async function touchProducts(tx: Executor, productIds: number[], now: Date) {
    // In id order, as checkout updates products: concurrent writers wait instead of deadlocking.
    for (const productId of [...new Set(productIds)].sort((a, b) => a - b)) {
      await tx
        .update(products)
        .set({
          version: sql`${products.version} + 1`,
          updatedAt: now,
          price: sql`coalesce((select min(${variants.price}) from ${variants} where ${variants.productId} = ${productId}), ${products.price})`,
        })
        .where(eq(products.id, productId));
    }
  }

  return {
    async listProducts(query: ListQuery): Promise<{ items: BackofficeProductRow[]; total: number }> {
      const conditions: SQL[] = [];
      const search = query.search?.trim();
      if (search) {
        const matches: SQL[] = [
          sql`exists (select 1 from ${variants} v where v.product_id = ${productRef}.id and v.sku = ${search})`,
        ];
        if (/^\d{1,9}$/.test(search)) matches.push(eq(products.id, Number(search)));
        const tsQuery = prefixQuery(search);
        if (tsQuery) matches.push(sql`${products.search} @@ to_tsquery('simple', ${tsQuery})`);
        if (KHMER.test(search)) matches.push(sql`${products.nameKh} ilike ${`%${escapeLike(search)}%`}`);
        conditions.push(or(...matches)!);
      }
      if (query.categoryId) {
        const id = query.categoryId;
        conditions.push(
          or(eq(products.categoryId, id), eq(products.subCategoryId, id), eq(products.mainCategoryId, id))!,
        );
      }
      if (query.storeId) conditions.push(eq(products.storeId, query.storeId));
      if (query.published) conditions.push(eq(products.published, query.published === 'true'));
      const low = sql`exists (select 1 from ${variants} v where v.product_id = ${productRef}.id and v.stock <= ${productRef}.low_stock_threshold)`;
      if (query.lowStock) conditions.push(query.lowStock === 'true' ? low : sql`not ${low}`);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: products.id,
            nameEn: products.nameEn,
            nameKh: products.nameKh,
            price: products.price,
            published: products.published,
            categoryId: products.categoryId,
            storeId: products.storeId,
            updatedAt: products.updatedAt,
            version: products.version,
            stock: sql<number>`(select coalesce(sum(v.stock), 0)::int from ${variants} v where v.product_id = ${productRef}.id)`,
            variantCount: sql<number>`(select count(*)::int from ${variants} v where v.product_id = ${productRef}.id)`,
            lowStock: sql<boolean>`${low}`,
          })
          .from(products)
          .where(where)
          .orderBy(desc(products.updatedAt), desc(products.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(where),
      ]);
      const items: BackofficeProductRow[] = rows.map((row) => ({
        id: row.id,
        name: { en: row.nameEn, kh: row.nameKh },
        price: row.price,
        published: row.published,
        stock: Number(row.stock),
        variantCount: Number(row.variantCount),
        lowStock: Boolean(row.lowStock),
        categoryId: row.categoryId,
        storeId: row.storeId,
        imageUrl: productImageUrl(row.id),
        updatedAt: new Date(row.updatedAt).toISOString(),
        version: row.version,
      }));
      // The main photo where there is one (the pictogram otherwise).
      const withImages = await withMainImages(db, items);
      return {
        items: withImages.map(({ image: _image, ...row }) => row),
        total: Number(count?.n ?? 0),
      };
    },

    getProduct: (id: number) => loadProduct(db, id),

    async createProduct(actor: StaffActor, body: ProductInput): Promise<BackofficeProduct> {
      const input = normalized(body);
      return write(async (tx) => {
        const place = await checkProduct(tx, input);
        await checkSkus(tx, input, null);
        const [row] = await tx
          .insert(products)
          .values({ ...productValues(input), ...place, hue: hueOf(input.name.en) })
          .returning({ id: products.id });
        const inserted = await tx
          .insert(variants)
          .values(
            input.variants.map((variant) => ({
              productId: row!.id,
              sku: variant.sku ?? null,
              attributes: variant.attributes,
              price: variant.price,
              stock: variant.stock,
            })),
          )
          .returning({ id: variants.id, stock: variants.stock });
        await recordStockMovements(
          tx,
          inserted.map((variant) => ({
            variantId: variant.id,
            change: variant.stock,
            stockAfter: variant.stock,
            reason: 'initial',
            actorId: actor.userId,
          })),
        );
        const created = (await loadProduct(tx, row!.id))!;
        const { version: _version, updatedAt: _updatedAt, ...after } = created;
        await recordAudit(tx, actor, {
          action: 'product.create',
          entityType: 'product',
          entityId: created.id,
          after,
        });
        return created;
      });
    },

    async updateProduct(actor: StaffActor, id: number, body: ProductUpdate): Promise<BackofficeProduct> {
      const input = normalized(body);
      return write(async (tx) => {
        // Variants first, then the product: the order checkout locks them in.
        const locked = await tx
          .select(variantColumns)
          .from(variants)
          .where(eq(variants.productId, id))
          .orderBy(asc(variants.id))
          .for('update');
        const [row] = await tx
          .select({ version: products.version })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!row) throw notFound('product.not_found');
        const before = (await loadProduct(tx, id))!;
        if (row.version !== input.version) throw versionConflict(before);

        const existing = new Map(locked.map((variant) => [variant.id, variant]));
        const kept = new Set<number>();
        const idProblems: FieldProblems = {};
        input.variants.forEach((variant, index) => {
          if (variant.id === undefined) return;
          if (!existing.has(variant.id)) idProblems[`variants.${index}.id`] = 'product.variant_unknown';
          else if (kept.has(variant.id)) idProblems[`variants.${index}.id`] = 'variant.repeated';
          kept.add(variant.id);
        });
        const place = await checkProduct(tx, input, idProblems);
        await checkSkus(tx, input, id);

        // A variant in an order stays: the order refers to it (no cascade from order lines).
        const removed = locked.filter((variant) => !kept.has(variant.id)).map((variant) => variant.id);
        if (removed.length) {
          const inOrders = await tx
            .select({ variantId: orderLines.variantId })
            .from(orderLines)
            .where(inArray(orderLines.variantId, removed))
            .limit(1);
          if (inOrders.length)
            throw conflict('product.variant_in_orders', { variants: 'product.variant_in_orders' });
          await tx.delete(variants).where(inArray(variants.id, removed));
        }
        // SKUs may move between this product's variants: clear them first, then set each.
        if (locked.some((variant) => variant.sku !== null))
          await tx.update(variants).set({ sku: null }).where(eq(variants.productId, id));

        const movements: Parameters<typeof recordStockMovements>[1] = [];
        for (const variant of input.variants) {
          const values = {
            sku: variant.sku ?? null,
            attributes: variant.attributes,
            price: variant.price,
            stock: variant.stock,
          };
          const old = variant.id === undefined ? undefined : existing.get(variant.id);
          if (old) {
            await tx.update(variants).set(values).where(eq(variants.id, old.id));
            movements.push({
              variantId: old.id,
              change: variant.stock - old.stock,
              stockAfter: variant.stock,
              reason: 'correction',
              actorId: actor.userId,
            });
          } else {
            const [created] = await tx
              .insert(variants)
              .values({ productId: id, ...values })
              .returning({ id: variants.id });
            movements.push({
              variantId: created!.id,
              change: variant.stock,
              stockAfter: variant.stock,
              reason: 'initial',
              actorId: actor.userId,
            });
          }
        }
        await recordStockMovements(tx, movements);
        await tx
          .update(products)
          .set({ ...productValues(input), ...place })
          .where(eq(products.id, id));
        const unversioned = (await loadProduct(tx, id))!;
        const changes = changedFields(before, unversioned);
        // Saving what is already there changes nothing: no new version, no audit entry.
        if (!changes) return unversioned;
        await touchProducts(tx, [id], new Date());
        await recordAudit(tx, actor, {
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          ...changes,
        });
        return (await loadProduct(tx, id))!;
      });
    },

    async setPublished(
      actor: StaffActor,
      id: number,
      body: { published: boolean; version: number },
    ): Promise<BackofficeProduct> {
      return write(async (tx) => {
        const [row] = await tx
          .select({ version: products.version, published: products.published })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!row) throw notFound('product.not_found');
        const current = (await loadProduct(tx, id))!;
        if (row.version !== body.version) throw versionConflict(current);
        if (row.published === body.published) return current;
        if (body.published) {
          const problems = productEditorProblems({ ...current, published: true });
          if (Object.keys(problems).length) throw invalidInput(problems);
        }
        await tx
          .update(products)
          .set({ published: body.published, version: sql`${products.version} + 1`, updatedAt: new Date() })
          .where(eq(products.id, id));
        await recordAudit(tx, actor, {
          action: body.published ? 'product.publish' : 'product.unpublish',
          entityType: 'product',
          entityId: id,
          before: { published: row.published },
          after: { published: body.published },
        });
        return (await loadProduct(tx, id))!;
      });
    },

    async bulkUpdateVariants(actor: StaffActor, changes: BulkChanges): Promise<StockVariant[]> {
      const seen = new Set<number>();
      const repeated: FieldProblems = {};
      changes.forEach((change, index) => {
        if (seen.has(change.variantId)) repeated[`changes.${index}.variantId`] = 'variant.repeated';
        seen.add(change.variantId);
      });
      if (Object.keys(repeated).length) throw invalidInput(repeated);
      return write(async (tx) => {
        const ids = [...seen].sort((a, b) => a - b);
        // Locked in id order, as checkout locks them.
        const rows = await tx
          .select({
            id: variants.id,
            productId: variants.productId,
            price: variants.price,
            stock: variants.stock,
          })
          .from(variants)
          .where(inArray(variants.id, ids))
          .orderBy(asc(variants.id))
          .for('update');
        const byId = new Map(rows.map((row) => [row.id, row]));
        const missing: FieldProblems = {};
        changes.forEach((change, index) => {
          if (!byId.has(change.variantId)) missing[`changes.${index}.variantId`] = 'variant.not_found';
        });
        if (Object.keys(missing).length) throw invalidInput(missing);
        const moved = changes
          .map((change) => byId.get(change.variantId)!)
          .filter((row, index) => {
            const expected = changes[index]!.expected;
            return row.price !== expected.price || row.stock !== expected.stock;
          });
        if (moved.length) {
          throw new HttpError(
            409,
            { code: 'variant.changed_meanwhile', params: { count: moved.length } },
            undefined,
            {
              current: moved.map((row) => ({ variantId: row.id, price: row.price, stock: row.stock })),
            },
          );
        }

        const audit = new Map<
          number,
          { before: Record<string, unknown>[]; after: Record<string, unknown>[] }
        >();
        const movements: Parameters<typeof recordStockMovements>[1] = [];
        for (const change of [...changes].sort((a, b) => a.variantId - b.variantId)) {
          const row = byId.get(change.variantId)!;
          const set: { price?: number; stock?: number } = {};
          if (change.price !== undefined && change.price !== row.price) set.price = change.price;
          if (change.stock !== undefined && change.stock !== row.stock) set.stock = change.stock;
          if (!Object.keys(set).length) continue;
          await tx.update(variants).set(set).where(eq(variants.id, row.id));
          if (set.stock !== undefined)
            movements.push({
              variantId: row.id,
              change: set.stock - row.stock,
              stockAfter: set.stock,
              reason: 'correction',
              actorId: actor.userId,
            });
          const entry = audit.get(row.productId) ?? { before: [], after: [] };
          entry.before.push({
            id: row.id,
            ...(set.price !== undefined ? { price: row.price } : {}),
            ...(set.stock !== undefined ? { stock: row.stock } : {}),
          });
          entry.after.push({ id: row.id, ...set });
          audit.set(row.productId, entry);
        }
        await recordStockMovements(tx, movements);
        const productIds = [...audit.keys()].sort((a, b) => a - b);
        await touchProducts(tx, productIds, new Date());
        for (const productId of productIds) {
          const entry = audit.get(productId)!;
          await recordAudit(tx, actor, {
            action: 'variant.bulk_update',
            entityType: 'product',
            entityId: productId,
            before: { variants: entry.before },
            after: { variants: entry.after },
          });
        }
        return stockVariants(tx, ids);
      });
    },

    async restock(actor: StaffActor, variantId: number, body: Restock): Promise<StockVariant> {
      return write(async (tx) => {
        const [row] = await tx
          .select({ productId: variants.productId, stock: variants.stock })
          .from(variants)
          .where(eq(variants.id, variantId))
          .for('update');
        if (!row) throw notFound('variant.not_found');
        const stockAfter = row.stock + body.quantity;
        if (stockAfter < 0) {
          const problem = { code: 'stock.below_zero', params: { stock: row.stock } } as const;
          throw badRequest(problem, { quantity: problem });
        }
        await tx.update(variants).set({ stock: stockAfter }).where(eq(variants.id, variantId));
        await recordStockMovements(tx, [
          {
            variantId,
            change: body.quantity,
            stockAfter,
            reason: body.reason,
            note: body.note,
            actorId: actor.userId,
          },
        ]);
        await touchProducts(tx, [row.productId], new Date());
        await recordAudit(tx, actor, {
          action: 'stock.restock',
          entityType: 'variant',
          entityId: variantId,
          before: { stock: row.stock },
          after: { stock: stockAfter, change: body.quantity, reason: body.reason, note: body.note },
        });
        return (await stockVariants(tx, [variantId]))[0]!;
      });
    },

    /** A variant's stock movements, newest first; null for an unknown variant. */
    async stockHistory(variantId: number, page: number, perPage: number) {
      const [variant] = await stockVariants(db, [variantId]);
      if (!variant) return null;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: stockMovements.id,
            change: stockMovements.change,
            stockAfter: stockMovements.stockAfter,
            reason: stockMovements.reason,
            note: stockMovements.note,
            actorEmail: users.email,
            createdAt: stockMovements.createdAt,
          })
          .from(stockMovements)
          .leftJoin(users, eq(users.id, stockMovements.actorId))
          .where(eq(stockMovements.variantId, variantId))
          .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(stockMovements)
          .where(eq(stockMovements.variantId, variantId)),
      ]);
      const items: StockMovement[] = rows.map((row) => ({
        ...row,
        actorEmail: row.actorEmail ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
      return { variant, items, total: Number(count?.n ?? 0) };
    },

    /** Variants at or below their product's threshold: published products first, the emptiest first. */
    async lowStock(page: number, perPage: number) {
      const where = sql`${variants.stock} <= ${products.lowStockThreshold}`;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            ...variantColumns,
            productId: variants.productId,
            nameEn: products.nameEn,
            nameKh: products.nameKh,
            productVersion: products.version,
            published: products.published,
            lowStockThreshold: products.lowStockThreshold,
          })
          .from(variants)
          .innerJoin(products, eq(products.id, variants.productId))
          .where(where)
          .orderBy(desc(products.published), asc(variants.stock), asc(variants.productId), asc(variants.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(variants)
          .innerJoin(products, eq(products.id, variants.productId))
          .where(where),
      ]);
      return { items: rows.map(toStockVariant), total: Number(count?.n ?? 0) };
    },

    async listStores(): Promise<Store[]> {
      return db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .orderBy(asc(stores.name), asc(stores.id));
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
