// The back office's product editor, bulk edit and restock: the limits the API enforces (its
// contract, shared/src/contract/catalog-admin.ts, uses these) and the cross-field checks the form
// makes before sending and the API makes again. Plain values and functions, no zod.
import type { ProductEditorCode, RestockQuantityCode } from '../contract/catalog-admin';

/** A product name, in each language. */
export const PRODUCT_NAME_MAX = 200;
/** A product description, in each language. */
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** An option's name or one of its values (e.g. "Colour", "Red"), in each language. */
export const OPTION_TEXT_MAX = 40;
/** Options a product's variants combine (colour, size, …); 0 for a product sold one way only. */
export const MAX_PRODUCT_OPTIONS = 3;
/** Values of one option. */
export const MAX_OPTION_VALUES = 20;
/** Variants of one product. */
export const MAX_PRODUCT_VARIANTS = 100;
/** A stock-keeping unit. */
export const SKU_MAX = 64;
/** A variant's price in US dollars. */
export const VARIANT_PRICE_MIN = 0.01;
export const VARIANT_PRICE_MAX = 100_000;
/** A variant's stock. */
export const VARIANT_STOCK_MAX = 1_000_000;
/** A product's own discount in percent. */
export const PRODUCT_DISCOUNT_MAX = 90;
/** A product's delivery fee per unit in US dollars. */
export const PRODUCT_DELIVERY_FEE_MAX = 1000;
/** The stock at or below which a variant is on the low-stock list. */
export const LOW_STOCK_THRESHOLD_MAX = 100_000;
/** Rows of one bulk price and stock edit. */
export const MAX_BULK_VARIANT_CHANGES = 200;
/** Units one stock movement adds or takes away. */
export const MAX_STOCK_MOVEMENT = 100_000;
/** A stock movement's note. */
export const STOCK_NOTE_MAX = 200;

/** Why stock changed by hand (restock dialog). Orders write `sold` and `cancelled`; the editor `initial` and `correction`. */
export const RESTOCK_REASONS = ['restock', 'correction', 'damaged', 'returned'] as const;
export type RestockReason = (typeof RESTOCK_REASONS)[number];
export const STOCK_MOVEMENT_REASONS = [
  'initial',
  'restock',
  'correction',
  'damaged',
  'returned',
  'sold',
  'cancelled',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** The sign a movement's quantity must have for its reason: restock and returned add, damaged takes away. */
export function restockSignProblem(reason: RestockReason, quantity: number): RestockQuantityCode | null {
  if (quantity === 0) return 'stock.quantity_zero';
  if ((reason === 'restock' || reason === 'returned') && quantity < 0) return 'stock.quantity_must_add';
  if (reason === 'damaged' && quantity > 0) return 'stock.quantity_must_remove';
  return null;
}

interface Text {
  en: string;
  kh: string;
}

/** What the cross-field checks read of a product being saved. */
export interface ProductEditorDraft {
  published: boolean;
  name: Text;
  description: Text;
  options: { name: Text; values: Text[] }[];
  variants: { sku?: string | null; attributes: Record<string, string> }[];
}

/** Field path (`options.0.values.2.kh`, `variants.3.sku`) → its code. */
export type ProductEditorProblems = Record<string, ProductEditorCode>;

const normal = (text: string) => text.trim().toLocaleLowerCase();

/** Indexes of the `items` whose text repeats an earlier one's (by default ignoring case and spaces). */
function repeats<T>(items: readonly T[], text: (item: T) => string, key = normal): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, index) => {
    const itemKey = key(text(item));
    if (!itemKey) return;
    if (seen.has(itemKey)) repeated.push(index);
    seen.add(itemKey);
  });
  return repeated;
}

/** One variant's attributes as a stable key (names and values in name order). */
export const attributesKey = (attributes: Record<string, string>) =>
  JSON.stringify(
    Object.keys(attributes)
      .sort()
      .map((name) => [name, attributes[name]]),
  );

/**
 * The checks a product must pass beyond each field's own limits: option names unique per language,
 * each option's values unique per language, every variant's attributes naming exactly the options
 * (by their English name) with one of each option's English values, no two variants alike, no SKU
 * twice; and, to publish, every text in both English and Khmer. Empty when the product may be saved.
 */
export function productEditorProblems(draft: ProductEditorDraft): ProductEditorProblems {
  const problems: ProductEditorProblems = {};
  const add = (path: string, problem: ProductEditorCode) => {
    problems[path] ??= problem;
  };
  for (const language of ['en', 'kh'] as const) {
    for (const index of repeats(draft.options, (option) => option.name[language]))
      add(`options.${index}.name.${language}`, 'product.option_name_duplicate');
    draft.options.forEach((option, optionIndex) => {
      for (const index of repeats(option.values, (value) => value[language]))
        add(`options.${optionIndex}.values.${index}.${language}`, 'product.option_value_duplicate');
    });
  }

  const optionValues = new Map(
    draft.options.map((option) => [
      option.name.en.trim(),
      new Set(option.values.map((value) => value.en.trim())),
    ]),
  );
  const seen = new Set<string>();
  draft.variants.forEach((variant, index) => {
    const names = Object.keys(variant.attributes);
    const fits =
      names.length === optionValues.size &&
      names.every((name) => optionValues.get(name)?.has(variant.attributes[name]!) ?? false);
    if (!fits) return add(`variants.${index}.attributes`, 'product.variant_attributes_invalid');
    const key = attributesKey(variant.attributes);
    if (seen.has(key)) add(`variants.${index}.attributes`, 'product.variant_duplicate');
    seen.add(key);
  });
  // SKUs are compared as written (the shop-wide check is exact too).
  for (const index of repeats(
    draft.variants,
    (variant) => variant.sku ?? '',
    (sku) => sku.trim(),
  ))
    add(`variants.${index}.sku`, 'product.sku_duplicate');

  if (draft.published) {
    const texts: [string, Text][] = [
      ['name', draft.name],
      ['description', draft.description],
      ...draft.options.flatMap((option, i): [string, Text][] => [
        [`options.${i}.name`, option.name],
        ...option.values.map((value, j): [string, Text] => [`options.${i}.values.${j}`, value]),
      ]),
    ];
    for (const [path, text] of texts) {
      if (!text.en.trim()) add(`${path}.en`, 'product.english_required');
      if (!text.kh.trim()) add(`${path}.kh`, 'product.khmer_required');
    }
  }
  return problems;
}
