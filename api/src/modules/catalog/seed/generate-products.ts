import type { LocalizedText } from '@storefront/shared/contract';
import { categoryTree, type SeedCategory } from './category-tree';
import { departments, optionNamesKh, optionValueKh, type Icon } from './product-vocabulary';
import { averageRating, generateReviews, seedReviewers, type SeedReview } from './reviews';

export interface SeedVariant {
  attributes: Record<string, string>;
  stock: number;
  price: number;
}

export interface SeedProduct {
  name: LocalizedText;
  description: LocalizedText;
  categoryId: number;
  storeIndex: number;
  icon: Icon;
  hue: number;
  price: number;
  discount: number;
  deliveryFee: number | null;
  deliveryConditions: { minimumQuantity: number; totalFee: number | null; perUnitFee: number | null }[];
  variants: SeedVariant[];
  /** The options the variants combine, in both languages (only values some variant has). */
  options: { name: LocalizedText; values: LocalizedText[] }[];
  rating: number;
  reviewCount: number;
  soldCount: number;
  createdDaysAgo: number;
  /** Exactly `reviewCount` reviews whose average is `rating`. */
  reviews: SeedReview[];
}

/** mulberry32: a small seeded PRNG, so the same seed always yields the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** "Headphones & Earbuds" → "Headphone"; Khmer "កាស និងកាសត្រចៀក" → "កាស". */
function singular(name: string): string {
  const first = name.split(' & ')[0]!.trim();
  if (/ies$/.test(first)) return first.replace(/ies$/, 'y');
  if (/(ches|shes|xes|sses)$/.test(first)) return first.replace(/es$/, '');
  if (/[^s]s$/.test(first)) return first.replace(/s$/, '');
  return first;
}
const khmerHead = (name: string) => name.split(' និង')[0]!.trim();

interface LeafInfo {
  department: string;
  name: LocalizedText;
}

function leafInfo(): Map<string, LeafInfo> {
  const map = new Map<string, LeafInfo>();
  const walk = (node: SeedCategory, department: string) => {
    if (!node.children.length) map.set(node.slug, { department, name: node.name });
    for (const child of node.children) walk(child, department);
  };
  for (const main of categoryTree) walk(main, main.slug);
  return map;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const shelfPrice = (value: number) => cents(Math.max(0.5, Math.floor(value) + (value < 10 ? 0.5 : 0.99)));

function cartesian(axes: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(axes).reduce<Record<string, string>[]>(
    (combos, [axis, values]) =>
      combos.flatMap((combo) => values.map((value) => ({ ...combo, [axis]: value }))),
    [{}],
  );
}

export function generateProducts(
  count: number,
  leaves: { id: number; slug: string }[],
  storeCount: number,
  seed = 20261122,
): SeedProduct[] {
  const products: SeedProduct[] = [];
  for (const product of productStream(leaves, storeCount, seed)) {
    if (products.length === count) break;
    products.push(product);
  }
  return products;
}

/**
 * The demo catalogue one product at a time, endlessly: the first N are generateProducts(N). The seed
 * reads it in batches, so a million products never sit in memory at once.
 */
export function* productStream(
  leaves: { id: number; slug: string }[],
  storeCount: number,
  seed = 20261122,
): Generator<SeedProduct, never> {
  const info = leafInfo();
  const rng = random(seed);
  for (let index = 0; ; index += 1) {
    const leaf = leaves[index % leaves.length]!;
    const meta = info.get(leaf.slug) ?? { department: 'home-living', name: { en: leaf.slug, kh: leaf.slug } };
    const dept = departments[meta.department] ?? departments['home-living']!;
    const brand = rng.pick(dept.brands);
    const [modelEn, modelKh] = rng.pick(dept.models);
    const series = rng.int(1, 99);
    const noun = singular(meta.name.en);
    const name = {
      en: `${brand} ${modelEn} ${noun} ${series}`,
      kh: `${khmerHead(meta.name.kh)} ${brand} ${modelKh} ${series}`,
    };

    // A product uses a random subset of its department's axes; ~10% of combinations do not exist.
    const axes = Object.fromEntries(
      Object.entries(dept.axes)
        .filter(() => rng.chance(0.8))
        .map(([axis, values]) => [axis, values.slice(0, rng.int(1, values.length))]),
    );
    let combos = cartesian(axes);
    if (combos.length > 3) combos = combos.filter((_, i) => i === 0 || !rng.chance(0.1));
    const base = dept.price[0] + rng.next() ** 2 * (dept.price[1] - dept.price[0]);
    const variants = combos.map((attributes, i) => ({
      attributes,
      stock: rng.chance(0.05) ? 0 : rng.int(1, 200),
      price: shelfPrice(base * (1 + 0.15 * (i % 3))),
    }));
    const conditionCount = rng.int(0, 3);
    const deliveryConditions = Array.from({ length: conditionCount }, (_, i) => {
      const flat = rng.chance(0.5);
      return {
        minimumQuantity: (i + 1) * rng.int(2, 4) + i * 4,
        totalFee: flat ? rng.pick([0, 1, 2, 3]) : null,
        perUnitFee: flat ? null : rng.pick([0.5, 0.75, 1]),
      };
    })
      .sort((a, b) => a.minimumQuantity - b.minimumQuantity)
      .filter((c, i, all) => i === 0 || c.minimumQuantity > all[i - 1]!.minimumQuantity);
    // Few enough reviews to seed every one of them, so the rating summary matches the list.
    const reviewCount = rng.chance(0.2) ? 0 : rng.int(1, 16);
    // Drawn in a fixed order so the catalogue stays the same for a given seed.
    const storeIndex = rng.int(0, Math.max(0, storeCount - 1));
    const hue = rng.int(0, 359);
    const discount = rng.chance(0.6) ? 0 : rng.int(1, 10) * 5;
    const deliveryFee = rng.chance(0.3) ? null : rng.pick([0, 1, 1.5, 2, 3]);
    const targetRating = reviewCount === 0 ? 0 : rng.int(30, 50) / 10;
    const soldCount = rng.int(0, 5000);
    const createdDaysAgo = rng.int(0, 365);
    const reviews = generateReviews(index, targetRating, reviewCount, seedReviewers.length);
    yield {
      name,
      description: {
        en: `${name.en}: a ${modelEn.toLowerCase()} ${noun.toLowerCase()} from ${brand}, sold by a verified Psar seller with delivery across Cambodia. Check the options, stock and delivery fee before you order.`,
        kh: `${name.kh}៖ ${khmerHead(meta.name.kh)}ម៉ាក ${brand} លក់ដោយអ្នកលក់ដែលបានផ្ទៀងផ្ទាត់លើ Psar ដឹកជញ្ជូនទូទាំងប្រទេសកម្ពុជា។ សូមពិនិត្យជម្រើស ស្តុក និងថ្លៃដឹកជញ្ជូនមុនពេលបញ្ជាទិញ។`,
      },
      categoryId: leaf.id,
      storeIndex,
      icon: dept.icon,
      hue,
      price: Math.min(...variants.map((v) => v.price)),
      discount,
      deliveryFee,
      deliveryConditions,
      variants,
      options: Object.entries(axes)
        .map(([axis, values]) => ({
          name: { en: axis, kh: optionNamesKh[axis] ?? axis },
          values: values
            .filter((value) => variants.some((variant) => variant.attributes[axis] === value))
            .map((value) => ({ en: value, kh: optionValueKh(value) })),
        }))
        .filter((option) => option.values.length > 0),
      rating: averageRating(reviews.map((review) => review.rating)),
      reviewCount,
      soldCount,
      createdDaysAgo,
      reviews,
    };
  }
}

const pictograms: Record<Icon, string> = {
  laptop: '<rect x="110" y="120" width="180" height="120" rx="10"/><path d="M80 260h240l-20 24H100z"/>',
  phone:
    '<rect x="150" y="90" width="100" height="200" rx="18"/><circle cx="200" cy="265" r="8" fill="#fff"/>',
  shirt:
    '<path d="M150 100l-60 40 25 45 25-12v127h120V173l25 12 25-45-60-40c-10 20-30 30-50 30s-40-10-50-30z"/>',
  bottle:
    '<rect x="170" y="90" width="60" height="30" rx="6"/><path d="M160 130h80c10 0 20 12 20 26v124c0 14-10 20-20 20h-80c-10 0-20-6-20-20V156c0-14 10-26 20-26z"/>',
  home: '<path d="M200 90l120 100h-30v110H110V190H80z"/><rect x="180" y="230" width="40" height="70" fill="#fff"/>',
  leaf: '<path d="M120 280c0-110 70-170 170-180 0 110-60 180-170 180z"/><path d="M120 280c40-60 80-100 130-130" stroke="#fff" stroke-width="8" fill="none"/>',
  baby: '<circle cx="200" cy="170" r="60"/><path d="M120 300c0-50 36-80 80-80s80 30 80 80z"/>',
  ball: '<circle cx="200" cy="200" r="95"/><path d="M105 200h190M200 105v190" stroke="#fff" stroke-width="8"/>',
  car: '<path d="M90 230l30-70h160l30 70v40H90z"/><circle cx="140" cy="275" r="22"/><circle cx="260" cy="275" r="22"/>',
  sun: '<circle cx="200" cy="200" r="60"/><path d="M200 90v40M200 270v40M90 200h40M270 200h40M122 122l28 28M250 250l28 28M122 278l28-28M250 150l28-28" stroke-width="14" stroke-linecap="round"/>',
};

/** A small 400×400 picture for a product: its pictogram on a soft background of its hue. */
export function svgForProduct(product: { icon: string; hue: number; name: string }): string {
  const hue = Math.round(product.hue) % 360;
  const shape = pictograms[product.icon as Icon] ?? pictograms.home;
  const title = product.name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img"><title>${title}</title><rect width="400" height="400" fill="hsl(${hue} 70% 94%)"/><circle cx="320" cy="80" r="120" fill="hsl(${hue} 70% 88%)"/><g fill="hsl(${hue} 55% 45%)" stroke="hsl(${hue} 55% 45%)">${shape}</g></svg>`;
}
