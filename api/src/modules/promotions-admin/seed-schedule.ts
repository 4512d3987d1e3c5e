import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalidateCatalogCaches } from '../catalog/response-cache';
import { products, promotions } from '../catalog/schema';

// The demo shop's rolling promotion schedule: whenever the API starts (the seed runs on every
// start), a shop without a running promotion, or with none starting in the next two days, gets the
// next ones from a fixed weekly template, so a demo started today or 60 days ago always has
// today's deals and a running sale. Staff-made promotions and their products are left alone.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Cambodia is UTC+7 all year: "today" starts at midnight in Phnom Penh. */
const PHNOM_PENH_OFFSET_MS = 7 * HOUR;
/** Products are split into this many slots by id; each template promotion takes one slot. */
const SLOTS = 24;
/** Daily deals use slots 0–7 (one per day, by day number modulo 8: the 8 days ahead never share one). */
const DAILY_SLOTS = 8;
/** How many days of daily deals are scheduled ahead (today and the next 7). */
const DAYS_AHEAD = 7;
/** The schedule is extended when no promotion starts within this long. */
const LOOKAHEAD_MS = 2 * DAY;

/** The daily deal's discount by weekday (Monday first). */
const DAILY_DISCOUNTS = [30, 25, 35, 20, 30, 40, 25] as const;

export const FLASH_DEALS_TITLE = { en: 'Flash Deals', kh: 'ការផ្តល់ជូនរហ័ស' };
export const WEEKLY_SALE_TITLE = { en: 'Made in Cambodia Week', kh: 'សប្តាហ៍ផលិតផលខ្មែរ' };
export const MEGA_SALE_TITLE = { en: 'Psar Mega Sale', kh: 'ការលក់ធំរបស់ផ្សារ' };

/**
 * Titles of the promotions the seed makes (the first seed's and the template's): their products may
 * be taken by the next seeded ones. Any other promotion is staff-made and keeps its products.
 */
export const SEEDED_PROMOTION_TITLES = [
  FLASH_DEALS_TITLE.en,
  WEEKLY_SALE_TITLE.en,
  MEGA_SALE_TITLE.en,
  'Water Festival Sale',
  'Khmer New Year Sale',
  'Pchum Ben Offers',
  'Year-End Clearance',
];

export interface SeededPromotion {
  titleEn: string;
  titleKh: string;
  startDate: Date;
  endDate: Date;
  discount: number;
  /** Products whose id modulo 24 is this slot take part. */
  slot: number;
}

/** Days since 1970-01-01 in Phnom Penh. */
const dayNumber = (at: number) => Math.floor((at + PHNOM_PENH_OFFSET_MS) / DAY);
/** Midnight in Phnom Penh of day `day`, as an instant. */
const dayStart = (day: number) => new Date(day * DAY - PHNOM_PENH_OFFSET_MS);

/**
 * The template's promotions around `now`: a 24-hour "Flash Deals" for today and each of the next 7
 * days, this week's sale (Monday to Monday, running now) and a 3-day sale starting 10 days after
 * this week's Monday (always still ahead). The same day or week always gives the same dates,
 * discounts and product slots.
 */
export function scheduleAround(now: Date): SeededPromotion[] {
  const today = dayNumber(now.getTime());
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = today - ((today + 3) % 7);
  const week = Math.floor((monday + 3) / 7);
  const schedule: SeededPromotion[] = [];
  for (let day = today; day <= today + DAYS_AHEAD; day += 1) {
    schedule.push({
      titleEn: FLASH_DEALS_TITLE.en,
      titleKh: FLASH_DEALS_TITLE.kh,
      startDate: dayStart(day),
      endDate: dayStart(day + 1),
      discount: DAILY_DISCOUNTS[(day + 3) % 7]!,
      slot: day % DAILY_SLOTS,
    });
  }
  schedule.push({
    titleEn: WEEKLY_SALE_TITLE.en,
    titleKh: WEEKLY_SALE_TITLE.kh,
    startDate: dayStart(monday),
    endDate: dayStart(monday + 7),
    discount: 15,
    slot: DAILY_SLOTS + (week % 2),
  });
  schedule.push({
    titleEn: MEGA_SALE_TITLE.en,
    titleKh: MEGA_SALE_TITLE.kh,
    startDate: dayStart(monday + 10),
    endDate: dayStart(monday + 13),
    discount: 35,
    slot: DAILY_SLOTS + 2 + (week % 2),
  });
  return schedule;
}

/** Whether the shop needs more promotions: none running with products, or none starting soon. */
export async function scheduleRunsOut(db: Database, now: Date): Promise<boolean> {
  const [running] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        lte(promotions.startDate, now),
        gt(promotions.endDate, now),
        sql`exists (select 1 from ${products} where ${products.promotionId} = ${promotions.id})`,
      ),
    )
    .limit(1);
  if (!running) return true;
  const [upcoming] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        gt(promotions.startDate, now),
        lte(promotions.startDate, new Date(now.getTime() + LOOKAHEAD_MS)),
      ),
    )
    .limit(1);
  return !upcoming;
}

/**
 * Creates the template's promotions around `now` that do not exist yet (keyed by English title and
 * start) and gives each its slot's products, except products in a staff-made promotion that has
 * not ended. Answers how many promotions it created.
 */
export async function ensurePromotionSchedule(db: Database, now: Date): Promise<number> {
  let created = 0;
  for (const planned of scheduleAround(now)) {
    const added = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(eq(promotions.titleEn, planned.titleEn), eq(promotions.startDate, planned.startDate)))
        .limit(1);
      if (existing) return false;
      const { slot, ...values } = planned;
      const [row] = await tx
        .insert(promotions)
        .values({ ...values, isActive: true })
        .returning({ id: promotions.id });
      const takeable = tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(or(lte(promotions.endDate, now), inArray(promotions.titleEn, SEEDED_PROMOTION_TITLES)));
      await tx
        .update(products)
        .set({ promotionId: row!.id })
        .where(
          and(
            sql`${products.id} % ${sql.raw(String(SLOTS))} = ${sql.raw(String(slot))}`,
            or(isNull(products.promotionId), inArray(products.promotionId, takeable)),
          ),
        );
      return true;
    });
    if (added) created += 1;
  }
  if (created) invalidateCatalogCaches();
  return created;
}

/** The seed's step: extends the schedule when it runs out (see the top of this file). */
export async function seedPromotionSchedule(db: Database, now: Date, log: (line: string) => void) {
  if (!(await scheduleRunsOut(db, now))) return 0;
  const created = await ensurePromotionSchedule(db, now);
  if (created) log(`promotion schedule: ${created} promotions from ${now.toISOString().slice(0, 10)}`);
  return created;
}
