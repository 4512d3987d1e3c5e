import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../auth/schema';
import { hashPassword } from '../../auth/passwords';

/** Shoppers who wrote the seeded reviews. They cannot sign in: nobody knows their password. */
export const seedReviewers: { name: string; email: string }[] = [
  'Dara Sok',
  'Sreymom Chea',
  'Vannak Lim',
  'Bopha Keo',
  'Rithy Heng',
  'Chanthy Meas',
  'Piseth Ouk',
  'Sophea Nhem',
  'Kosal Yim',
  'Malis Prak',
  'Visal Touch',
  'Leakhena Sim',
  'Sambath Ly',
  'Channary Pen',
  'Makara Chhay',
  'Nary Som',
  'Vuthy Kong',
  'Sokunthea Vong',
  'Ratana Hout',
  'Pheakdey Men',
  'Sovann Tep',
  'Kanika Ros',
  'Bunthoeun Seng',
  'Theary Chan',
].map((name, index) => ({ name, email: `reviewer${index + 1}@psar.test` }));

/** A password hash for the reviewers: random, never printed. */
export async function unusableReviewerHash(): Promise<string> {
  return hashPassword(`${Math.random().toString(36)}${Date.now()}${Math.random().toString(36)}`);
}

/** What shoppers say, by stars; about a third in Khmer. */
const bodies: Record<number, string[]> = {
  5: [
    'Exactly as described and arrived in two days. Very happy with it.',
    'Great quality for the price. The seller packed it carefully.',
    'Bought this for my mother in Battambang, she loves it. Will order again.',
    'Fast delivery to Phnom Penh and the item works perfectly.',
    'ល្អណាស់! ដូចក្នុងរូបភាព ហើយដឹកជញ្ជូនលឿន។',
    'គុណភាពល្អ តម្លៃសមរម្យ។ នឹងទិញម្តងទៀត។',
    'អ្នកលក់ឆ្លើយតបលឿន ហើយវេចខ្ចប់បានល្អ។',
  ],
  4: [
    'Good product, delivery took a little longer than expected.',
    'Works well. The colour is slightly darker than in the photo.',
    'Nice quality, would be five stars with better packaging.',
    'Happy overall. Instructions could be clearer.',
    'ល្អ ប៉ុន្តែការដឹកជញ្ជូនយឺតបន្តិច។',
    'ផលិតផលល្អ ពណ៌ខុសពីរូបភាពបន្តិច។',
  ],
  3: [
    'It is okay for the price, nothing special.',
    'Average quality. Does the job.',
    'Size runs a bit small, check the options carefully.',
    'មធ្យម។ សមនឹងតម្លៃ។',
    'ប្រើបាន ប៉ុន្តែគុណភាពមិនសូវល្អដូចការរំពឹងទុក។',
  ],
  2: [
    'Not great. One part was scratched when it arrived.',
    'Stopped working properly after a few weeks.',
    'មិនសូវពេញចិត្តទេ ការវេចខ្ចប់ខូចបន្តិច។',
  ],
  1: ['Wrong item delivered and the seller was slow to answer.', 'ខូចពេលមកដល់។ មិនណែនាំទេ។'],
};

/** A small seeded PRNG per product, so reviews never disturb the product generator's sequence. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedReview {
  reviewerIndex: number;
  rating: number;
  body: string;
  daysAgo: number;
}

/**
 * `count` reviews whose average, rounded to one decimal, is `rating` (the product's stored
 * rating), so the summary and the list agree. Ratings are spread around the target.
 */
export function generateReviews(
  productIndex: number,
  rating: number,
  count: number,
  reviewerCount: number,
): SeedReview[] {
  if (count <= 0) return [];
  const next = random(productIndex * 7919 + 13);
  const target = Math.round(rating * count);
  const stars: number[] = Array.from({ length: count }, () =>
    Math.min(5, Math.max(1, Math.round(rating + (next() - 0.5) * 2))),
  );
  // Nudge single reviews up or down until the total matches the product's rating.
  let total = stars.reduce((sum, s) => sum + s, 0);
  for (let guard = 0; total !== target && guard < count * 8; guard += 1) {
    const i = Math.floor(next() * count);
    if (total < target && stars[i]! < 5) {
      stars[i]! += 1;
      total += 1;
    } else if (total > target && stars[i]! > 1) {
      stars[i]! -= 1;
      total -= 1;
    }
  }
  const firstReviewer = Math.floor(next() * reviewerCount);
  return stars.map((stars, i) => {
    const pool = bodies[stars]!;
    return {
      reviewerIndex: (firstReviewer + i) % reviewerCount,
      rating: stars,
      body: pool[Math.floor(next() * pool.length)]!,
      daysAgo: Math.floor(next() * 180),
    };
  });
}

/** The rating stored on a product: the average of its reviews to one decimal (0 without reviews). */
export const averageRating = (ratings: number[]) =>
  ratings.length ? Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10 : 0;

/** The reviewers' user ids, creating them the first time. */
export async function ensureReviewers(db: Database): Promise<number[]> {
  const emails = seedReviewers.map((reviewer) => reviewer.email);
  const existing = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  if (existing.length < emails.length) {
    const known = new Set(existing.map((row) => row.email));
    const passwordHash = await unusableReviewerHash();
    const added = await db
      .insert(users)
      .values(
        seedReviewers
          .filter((reviewer) => !known.has(reviewer.email))
          .map((reviewer) => ({ ...reviewer, passwordHash })),
      )
      .returning({ id: users.id, email: users.email });
    existing.push(...added);
  }
  const idByEmail = new Map(existing.map((row) => [row.email, row.id]));
  return emails.map((email) => idByEmail.get(email)!);
}

/** Rows for the reviews table from generated products and their inserted ids. */
export function reviewRows(
  batch: { reviews: SeedReview[] }[],
  productIds: number[],
  reviewerIds: number[],
  now: number,
) {
  return batch.flatMap((product, i) =>
    product.reviews.map((review) => {
      const at = new Date(now - review.daysAgo * 24 * 60 * 60 * 1000 - i * 1000);
      return {
        productId: productIds[i]!,
        userId: reviewerIds[review.reviewerIndex % reviewerIds.length]!,
        rating: review.rating,
        body: review.body,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
