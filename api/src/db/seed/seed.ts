import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { addressBooks } from '../../modules/account/schema';
import { hashPassword } from '../../modules/auth/passwords';
import { users } from '../../modules/auth/schema';
import { categoryTree, type SeedCategory } from '../../modules/catalog/seed/category-tree';
import { productStream, type SeedProduct } from '../../modules/catalog/seed/generate-products';
import { seedStores } from '../../modules/catalog/seed/stores';
import { ensureReviewers, reviewRows } from '../../modules/catalog/seed/reviews';
import { reviews } from '../../modules/catalog/schema';
import {
  categories,
  deliveryConditions,
  products,
  promotions,
  stores,
  variants,
} from '../../modules/catalog/schema';
import { seedHelpCategories } from '../../modules/help/seed/seed-categories';
import { seedHelpArticles } from '../../modules/help/seed/seed-articles';
import { seedContent } from '../../modules/content/seed/seed-content';
import { seedWalletsAndVouchers } from '../../modules/wallet/seed';
import { seedPromotionSchedule } from '../../modules/promotions-admin/seed-schedule';

export const DEMO_ACCOUNT = {
  email: 'demo@psar.test',
  password: 'Demo1234!',
  name: 'Sokha Chan',
  phone: '+85512345678',
};

/** The shop's first staff member: the owner, who invites the rest from the back office. */
export const OWNER_ACCOUNT = { email: 'owner@psar.test', password: 'Owner1234!', name: 'Dara Meas' };

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;

/**
 * Promotions relative to the day the shop is first seeded: one running, two ended, one upcoming. The
 * daily Flash Deals and the weekly sale come from the rolling schedule (promotions-admin/seed-schedule.ts).
 */
function seedPromotions(now: number) {
  return [
    {
      titleEn: 'Water Festival Sale',
      titleKh: 'ប្រូម៉ូសិនបុណ្យអុំទូក',
      startDate: new Date(now - 2 * DAY),
      endDate: new Date(now + 1 * DAY),
      discount: 20,
      isActive: true,
    },
    {
      titleEn: 'Khmer New Year Sale',
      titleKh: 'ប្រូម៉ូសិនចូលឆ្នាំខ្មែរ',
      startDate: new Date(now - 60 * DAY),
      endDate: new Date(now - 50 * DAY),
      discount: 25,
      isActive: false,
    },
    {
      titleEn: 'Pchum Ben Offers',
      titleKh: 'ការផ្តល់ជូនបុណ្យភ្ជុំបិណ្ឌ',
      startDate: new Date(now - 30 * DAY),
      endDate: new Date(now - 20 * DAY),
      discount: 10,
      isActive: true,
    },
    {
      titleEn: 'Year-End Clearance',
      titleKh: 'ការលក់បញ្ចុះតម្លៃចុងឆ្នាំ',
      startDate: new Date(now + 10 * DAY),
      endDate: new Date(now + 20 * DAY),
      discount: 35,
      isActive: true,
    },
  ];
}

/** Creates the owner account once (also on databases seeded before the back office existed). */
async function ensureOwner(db: Database, log: (line: string) => void) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, OWNER_ACCOUNT.email))
    .limit(1);
  if (existing) return;
  log(`owner account: ${OWNER_ACCOUNT.email}`);
  await db.insert(users).values({
    name: OWNER_ACCOUNT.name,
    email: OWNER_ACCOUNT.email,
    passwordHash: await hashPassword(OWNER_ACCOUNT.password),
    role: 'owner',
  });
}

async function insertCategories(db: Database) {
  const leaves: { id: number; slug: string; subId: number; mainId: number }[] = [];
  const insert = async (
    node: SeedCategory,
    level: number,
    position: number,
    parentId: number | null,
    path: number[],
  ) => {
    const [row] = await db
      .insert(categories)
      .values({ parentId, level, slug: node.slug, nameEn: node.name.en, nameKh: node.name.kh, position })
      .returning({ id: categories.id });
    const id = row!.id;
    if (level === 3) leaves.push({ id, slug: node.slug, mainId: path[0]!, subId: path[1]! });
    for (const [index, child] of node.children.entries())
      await insert(child, level + 1, index, id, [...path, id]);
  };
  for (const [index, main] of categoryTree.entries()) await insert(main, 1, index, null, []);
  return leaves;
}

async function leafCategories(db: Database) {
  const rows = await db.select().from(categories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows
    .filter((row) => row.level === 3)
    .sort((a, b) => a.id - b.id)
    .map((leaf) => {
      const sub = byId.get(leaf.parentId!)!;
      return { id: leaf.id, slug: leaf.slug, subId: sub.id, mainId: sub.parentId! };
    });
}

/** The shop's own store (the marketplace's first seller): staff need a store to add products to. */
export const OWN_STORE_SLUG = 'psar-official';

export interface SeedOptions {
  /**
   * Demo data: the generated products and their reviews and photos, the other sellers, promotions,
   * vouchers, the demo shopper (with wallet and addresses) and the owner with a known password.
   * Without it, only what a real shop needs: the category tree, its own store, help and content pages.
   */
  demo?: boolean;
  /** How many demo products the catalogue grows to (with `demo` only). */
  products: number;
  log?: (line: string) => void;
  now?: Date;
}

/** The demo shopper and what surrounds it, once (also on a shop first seeded without demo data). */
async function seedDemoShopper(db: Database, now: number, log: (line: string) => void) {
  const [demoUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email))
    .limit(1);
  if (demoUser) return;
  log('demo data: sellers, promotions, demo account');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // The reference seed's own store is there already: add the other sellers after it.
    await t.insert(stores).values(seedStores).onConflictDoNothing({ target: stores.slug });
    await t.insert(promotions).values(seedPromotions(now));
    const [demo] = await t
      .insert(users)
      .values({
        name: DEMO_ACCOUNT.name,
        email: DEMO_ACCOUNT.email,
        phone: DEMO_ACCOUNT.phone,
        passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      })
      .returning({ id: users.id });
    await t.insert(addressBooks).values([
      {
        userId: demo!.id,
        type: 'home',
        isDefault: true,
        province: 'Siem Reap',
        building: '',
        home: 'No. 12',
        street: 'Street 60',
        village: 'Wat Bo',
        commune: 'Sala Kamreuk',
        district: 'Siem Reap',
        email: DEMO_ACCOUNT.email,
        postCode: '17252',
      },
      {
        userId: demo!.id,
        type: 'office',
        isDefault: false,
        province: 'Phnom Penh',
        building: 'Vattanac Capital, 12F',
        home: '66',
        street: 'Preah Monivong Blvd',
        village: 'Phum 1',
        commune: 'Wat Phnom',
        district: 'Daun Penh',
        email: DEMO_ACCOUNT.email,
        postCode: '12202',
      },
    ]);
  });
}

/**
 * Deterministic and idempotent: the reference data is written once (help and content pages are
 * upserted on every start), and with `demo` the catalogue grows to `options.products` (the
 * generator yields the same first N products for any larger N).
 */
export async function seedDatabase(db: Database, options: SeedOptions) {
  const demo = options.demo ?? true;
  const log = options.log ?? (() => {});
  const now = (options.now ?? new Date()).getTime();
  const [{ value: categoryCount } = { value: 0 }] = await db.select({ value: count() }).from(categories);
  if (categoryCount === 0) {
    log(demo ? 'reference data: categories, stores' : "reference data: categories, the shop's own store");
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await insertCategories(t);
      // With demo data every seller, in the list's order (the generated products spread over them).
      await t
        .insert(stores)
        .values(demo ? seedStores : seedStores.filter((store) => store.slug === OWN_STORE_SLUG));
    });
  }
  if (demo) {
    await seedDemoShopper(db, now, log);
    await seedWalletsAndVouchers(db, now, log);
    await ensureOwner(db, log);
  }

  // The help tree, then its articles: upserted on every start, so existing databases get them too.
  await seedHelpCategories(db, log);
  await seedHelpArticles(db, log);
  await seedContent(db, log);
  if (!demo) return;

  const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(products);
  if (existing >= options.products) {
    await seedPromotionSchedule(db, new Date(now), log);
    return;
  }
  const leaves = await leafCategories(db);
  const reviewerIds = await ensureReviewers(db);
  const storeRows = await db.select({ id: stores.id }).from(stores).orderBy(stores.id);
  const promotionRows = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.isActive, true))
    .orderBy(promotions.id);
  const leafById = new Map(leaves.map((leaf) => [leaf.id, leaf]));
  log(`products: ${existing} → ${options.products}`);
  // Read from the stream a batch at a time (the first `existing` were seeded before).
  const stream = productStream(leaves, storeRows.length);
  for (let skipped = 0; skipped < existing; skipped += 1) stream.next();
  const started = Date.now();
  for (let start = existing; start < options.products; start += BATCH) {
    const batch: SeedProduct[] = [];
    while (batch.length < Math.min(BATCH, options.products - start)) batch.push(stream.next().value);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const inserted = await t
        .insert(products)
        .values(
          batch.map((p, offset) => {
            const index = start + offset;
            const leaf = leafById.get(p.categoryId)!;
            return {
              categoryId: p.categoryId,
              subCategoryId: leaf.subId,
              mainCategoryId: leaf.mainId,
              storeId: storeRows[p.storeIndex % storeRows.length]!.id,
              // Every 12th product takes part in a promotion, spread over the running ones.
              promotionId:
                index % 12 === 5 && promotionRows.length
                  ? promotionRows[index % promotionRows.length]!.id
                  : null,
              nameEn: p.name.en,
              nameKh: p.name.kh,
              descriptionEn: p.description.en,
              descriptionKh: p.description.kh,
              price: p.price,
              discount: p.discount,
              deliveryFee: p.deliveryFee,
              rating: p.rating,
              reviewCount: p.reviewCount,
              soldCount: p.soldCount,
              icon: p.icon,
              hue: p.hue,
              options: p.options,
              createdAt: new Date(now - p.createdDaysAgo * DAY),
            };
          }),
        )
        .returning({ id: products.id });
      const variantRows = batch.flatMap((p, i) =>
        p.variants.map((v) => ({
          product_id: inserted[i]!.id,
          attributes: v.attributes,
          stock: v.stock,
          price: v.price,
        })),
      );
      const conditionRows = batch.flatMap((p, i) =>
        p.deliveryConditions.map((c) => ({ productId: inserted[i]!.id, ...c })),
      );
      // Many rows in one JSON parameter: far cheaper to send and parse than thousands of parameters.
      await t.execute(sql`
        insert into ${variants} (product_id, attributes, stock, price)
        select product_id, attributes, stock, price
        from json_to_recordset(${JSON.stringify(variantRows)}::json)
          as r(product_id int, attributes jsonb, stock int, price numeric)`);
      if (conditionRows.length) await t.insert(deliveryConditions).values(conditionRows);
      const reviewsToInsert = reviewRows(
        batch,
        inserted.map((row) => row.id),
        reviewerIds,
        now,
      );
      if (reviewsToInsert.length)
        await t.execute(sql`
          insert into ${reviews} (product_id, user_id, rating, body, created_at, updated_at)
          select product_id, user_id, rating, body, created_at, created_at
          from json_to_recordset(${JSON.stringify(
            reviewsToInsert.map((r) => ({
              product_id: r.productId,
              user_id: r.userId,
              rating: r.rating,
              body: r.body,
              created_at: r.createdAt.toISOString(),
            })),
          )}::json)
            as r(product_id int, user_id int, rating smallint, body text, created_at timestamptz)`);
    });
    const done = Math.min(start + BATCH, options.products);
    if ((start / BATCH) % 20 === 19 || done === options.products)
      log(`  ${done} products (${Math.round(((done - existing) / (Date.now() - started)) * 1000)} a second)`);
  }
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze reviews`);
  // Lists read product_search with index-only scans where they can: the visibility map must be set.
  await db.execute(sql`vacuum analyze product_search`);
  // The rolling promotion schedule, once the products exist (on every start: see seed-schedule.ts).
  await seedPromotionSchedule(db, new Date(now), log);
}
