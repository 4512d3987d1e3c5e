import { and, count, eq, gt, lte } from 'drizzle-orm';
import { seedDatabase } from '../../db/seed/seed';
import { setClockOffset } from '../../lib/clock';
import { CLIENT, createTestApp, type TestApp } from '../../testing/test-app';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { products, promotions } from '../catalog/schema';
import {
  ensurePromotionSchedule,
  FLASH_DEALS_TITLE,
  scheduleAround,
  seedPromotionSchedule,
} from './seed-schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the rolling promotion schedule', () => {
  let t: TestApp;
  // The test app was seeded at the real time: T.
  beforeAll(async () => {
    t = await createTestApp({ products: 48 });
  });
  afterEach(() => setClockOffset(0));
  const moveClock = (offsetMs: number) => {
    setClockOffset(offsetMs);
    invalidateCatalogCaches();
  };
  afterAll(() => t.close());

  const promotionCount = async () => (await t.database.db.select({ n: count() }).from(promotions))[0]!.n;
  const deals = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/products/deals-of-the-day?perPage=60', headers: CLIENT })
    ).json().data as { id: number; promotion: { title: { en: string } } }[];
  const running = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/promotions?isActive=true', headers: CLIENT })).json()
      .data as { title: { en: string }; startDate: string; endDate: string }[];

  /** The template's "Flash Deals" of the day of `at`, with its products. */
  async function flashDealsAt(at: Date) {
    const [deal] = await t.database.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.titleEn, FLASH_DEALS_TITLE.en),
          eq(promotions.startDate, scheduleAround(at)[0]!.startDate),
          lte(promotions.startDate, at),
          gt(promotions.endDate, at),
        ),
      );
    const held = deal
      ? await t.database.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.promotionId, deal.id))
      : [];
    return { deal, productIds: held.map((row) => row.id).sort((a, b) => a - b) };
  }

  it('plans a 24-hour deal for today and each of the next 7 days, a running sale and an upcoming one', () => {
    const at = new Date('2026-03-18T10:00:00Z'); // a Wednesday, 17:00 in Phnom Penh
    const plan = scheduleAround(at);
    const daily = plan.filter((p) => p.titleEn === FLASH_DEALS_TITLE.en);
    expect(daily).toHaveLength(8);
    expect(daily[0]!.startDate.toISOString()).toBe('2026-03-17T17:00:00.000Z');
    for (const deal of daily) expect(deal.endDate.getTime() - deal.startDate.getTime()).toBe(DAY);
    expect(new Set(daily.map((deal) => deal.slot)).size).toBe(8);
    const [weekly, upcoming] = plan.filter((p) => p.titleEn !== FLASH_DEALS_TITLE.en);
    expect(weekly!.startDate.toISOString()).toBe('2026-03-15T17:00:00.000Z'); // Monday 00:00 in Phnom Penh
    expect(weekly!.startDate.getTime()).toBeLessThanOrEqual(at.getTime());
    expect(weekly!.endDate.getTime()).toBeGreaterThan(at.getTime());
    expect(upcoming!.startDate.getTime()).toBeGreaterThan(at.getTime());
    // The same day always plans the same thing.
    expect(scheduleAround(new Date('2026-03-18T16:59:00Z'))).toEqual(plan);
  });

  it('gives today (T) deals and a running promotion, and again 60 days later, without duplicates on restart', async () => {
    const today = new Date();
    expect((await deals()).length).toBeGreaterThan(0);
    expect((await running()).length).toBeGreaterThan(0);
    const todays = await flashDealsAt(today);
    expect(todays.deal).toBeDefined();
    expect(todays.productIds.length).toBeGreaterThan(0);

    // Restarting today adds nothing.
    const before = await promotionCount();
    await seedDatabase(t.database.db, { products: 48, now: today });
    await seedDatabase(t.database.db, { products: 48, now: today });
    expect(await promotionCount()).toBe(before);

    // 60 days later: the first schedule is over; a start extends it.
    const later = new Date(today.getTime() + 60 * DAY);
    moveClock(60 * DAY);
    expect((await deals()).length).toBe(0);
    await seedDatabase(t.database.db, { products: 48, now: later });
    const afterFirstRestart = await promotionCount();
    expect(afterFirstRestart).toBe(before + 10);
    await seedDatabase(t.database.db, { products: 48, now: later });
    expect(await ensurePromotionSchedule(t.database.db, later)).toBe(0);
    expect(await promotionCount()).toBe(afterFirstRestart);

    const laterDeals = await deals();
    expect(laterDeals.length).toBeGreaterThan(0);
    expect(laterDeals.some((deal) => deal.promotion.title.en === FLASH_DEALS_TITLE.en)).toBe(true);
    const live = await running();
    expect(live.length).toBeGreaterThan(0);
    for (const promotion of live) {
      expect(Date.parse(promotion.startDate)).toBeLessThanOrEqual(later.getTime());
      expect(Date.parse(promotion.endDate)).toBeGreaterThan(later.getTime());
    }
    const laterToday = await flashDealsAt(later);
    expect(laterToday.productIds.length).toBeGreaterThan(0);
    // Its products are one slot: the same remainder of the id divided by 24.
    for (const id of laterToday.productIds) expect(id % 24).toBe(laterToday.productIds[0]! % 24);
  });

  it('leaves staff-made promotions and their products alone', async () => {
    const at = new Date(Date.now() + 200 * DAY);
    const [staffMade] = await t.database.db
      .insert(promotions)
      .values({
        titleEn: 'Owner special',
        titleKh: 'ពិសេសពីម្ចាស់ហាង',
        startDate: new Date(at.getTime() - DAY),
        endDate: new Date(at.getTime() + 30 * DAY),
        discount: 12,
      })
      .returning();
    const plan = scheduleAround(at);
    const slot = plan[0]!.slot;
    const [target] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, slot === 0 ? 24 : slot));
    await t.database.db
      .update(products)
      .set({ promotionId: staffMade!.id })
      .where(eq(products.id, target!.id));
    // A running staff promotion with products, but nothing starting soon: the schedule is extended.
    expect(await seedPromotionSchedule(t.database.db, at, () => {})).toBe(10);
    const [after] = await t.database.db.select().from(promotions).where(eq(promotions.id, staffMade!.id));
    expect(after).toMatchObject({ titleEn: 'Owner special', discount: 12, version: 1 });
    const [product] = await t.database.db
      .select({ promotionId: products.promotionId })
      .from(products)
      .where(eq(products.id, target!.id));
    expect(product!.promotionId).toBe(staffMade!.id);
    // Extended: nothing more to do for that day.
    expect(await seedPromotionSchedule(t.database.db, at, () => {})).toBe(0);
  });
});
