// The product editor's form: its values (what the inputs hold, numbers as typed), the client-side
// checks (the API's limits and cross-field rules from shared/src/rules/product-editor.ts), and the
// conversions between the form, the API's product and the body a save sends.
import {
  LOW_STOCK_THRESHOLD_MAX,
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  OPTION_TEXT_MAX,
  PRODUCT_DELIVERY_FEE_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DISCOUNT_MAX,
  PRODUCT_NAME_MAX,
  productEditorProblems,
  SKU_MAX,
  VARIANT_PRICE_MAX,
  VARIANT_PRICE_MIN,
  VARIANT_STOCK_MAX,
} from '@storefront/shared/rules';
import type { BackofficeProduct, Category, ProductCreateBody } from '@storefront/shared';
import { z } from 'zod';

export interface TextValue {
  en: string;
  kh: string;
}

export interface OptionFormValue {
  name: TextValue;
  values: TextValue[];
}

export interface VariantFormValue {
  /** The existing variant's id (kept by the API), null for a new one. */
  variantId: number | null;
  /** Per option (same order), the index of the chosen value as a string; '' when none is chosen. */
  choices: string[];
  sku: string;
  price: string;
  stock: string;
}

export interface ProductFormValues {
  name: TextValue;
  description: TextValue;
  mainCategoryId: string;
  subCategoryId: string;
  categoryId: string;
  storeId: string;
  discount: string;
  /** '' for the shop's default fee. */
  deliveryFee: string;
  lowStockThreshold: string;
  published: boolean;
  options: OptionFormValue[];
  variants: VariantFormValue[];
}

const emptyText = (): TextValue => ({ en: '', kh: '' });

export const newVariant = (optionCount: number, price = ''): VariantFormValue => ({
  variantId: null,
  choices: Array.from({ length: optionCount }, () => ''),
  sku: '',
  price,
  stock: '0',
});

export const newOption = (): OptionFormValue => ({ name: emptyText(), values: [emptyText()] });

/** A new product: no options, one variant. */
export function emptyProductForm(): ProductFormValues {
  return {
    name: emptyText(),
    description: emptyText(),
    mainCategoryId: '',
    subCategoryId: '',
    categoryId: '',
    storeId: '',
    discount: '0',
    deliveryFee: '',
    lowStockThreshold: '5',
    published: false,
    options: [],
    variants: [newVariant(0)],
  };
}

const moneyText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/** The form as a product opens it. */
export function productToForm(product: BackofficeProduct): ProductFormValues {
  return {
    name: { ...product.name },
    description: { ...product.description },
    mainCategoryId: String(product.mainCategoryId),
    subCategoryId: String(product.subCategoryId),
    categoryId: String(product.categoryId),
    storeId: String(product.storeId),
    discount: String(product.discount),
    deliveryFee: product.deliveryFee === null ? '' : moneyText(product.deliveryFee),
    lowStockThreshold: String(product.lowStockThreshold),
    published: product.published,
    options: product.options.map((option) => ({
      name: { ...option.name },
      values: option.values.map((value) => ({ ...value })),
    })),
    variants: product.variants.map((variant) => ({
      variantId: variant.id,
      choices: product.options.map((option) => {
        const index = option.values.findIndex((value) => value.en === variant.attributes[option.name.en]);
        return index < 0 ? '' : String(index);
      }),
      sku: variant.sku ?? '',
      price: moneyText(variant.price),
      stock: String(variant.stock),
    })),
  };
}

const chosenValue = (option: OptionFormValue | undefined, choice: string | undefined) =>
  choice === undefined || choice === '' ? undefined : option?.values[Number(choice)];

/** Each option's English name → the chosen value's English text (what the API stores). */
export function variantAttributes(
  options: OptionFormValue[],
  variant: VariantFormValue,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  options.forEach((option, index) => {
    const value = chosenValue(option, variant.choices[index]);
    if (value) attributes[option.name.en.trim()] = value.en.trim();
  });
  return attributes;
}

const trimText = (text: TextValue): TextValue => ({ en: text.en.trim(), kh: text.kh.trim() });

/** The body a save sends (the form has passed its checks). */
export function formToBody(values: ProductFormValues): ProductCreateBody {
  const options = values.options.map((option) => ({
    name: trimText(option.name),
    values: option.values.map(trimText),
  }));
  return {
    published: values.published,
    name: trimText(values.name),
    description: trimText(values.description),
    categoryId: Number(values.categoryId),
    storeId: Number(values.storeId),
    discount: Number(values.discount),
    deliveryFee: values.deliveryFee.trim() === '' ? null : Number(values.deliveryFee),
    lowStockThreshold: Number(values.lowStockThreshold),
    options,
    variants: values.variants.map((variant) => ({
      ...(variant.variantId === null ? {} : { id: variant.variantId }),
      sku: variant.sku.trim() === '' ? null : variant.sku.trim(),
      attributes: variantAttributes(values.options, variant),
      price: Number(variant.price),
      stock: Number(variant.stock),
    })),
  };
}

/** Every combination of the options' values (value indexes), in order; [[]] without options. */
export function combinations(options: OptionFormValue[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((_value, index) => [...row, String(index)])),
    [[]],
  );
}

/**
 * One row per combination of the options' values: existing rows for a combination are kept as they
 * are (SKU, price, stock), new ones take the first row's price; rows matching no combination (a
 * value not chosen yet, or a second row for the same combination) stay at the end for review.
 */
export function generateVariants(
  options: OptionFormValue[],
  variants: VariantFormValue[],
): VariantFormValue[] {
  const byKey = new Map<string, VariantFormValue>();
  const leftOver: VariantFormValue[] = [];
  for (const variant of variants) {
    const key = variant.choices.join('|');
    if (variant.choices.length === options.length && !variant.choices.includes('') && !byKey.has(key))
      byKey.set(key, variant);
    else leftOver.push(variant);
  }
  const price = variants[0]?.price ?? '';
  const generated = combinations(options).map(
    (choices) => byKey.get(choices.join('|')) ?? { ...newVariant(options.length, price), choices },
  );
  // A left-over row with nothing typed in it is dropped: it was only a placeholder.
  const kept = leftOver.filter((variant) => variant.variantId !== null || variant.sku.trim() !== '');
  return [...generated, ...kept];
}

/** The variants once option `optionIndex`'s value `valueIndex` is removed (choices of later values move down). */
export function withoutOptionValue(
  variants: VariantFormValue[],
  optionIndex: number,
  valueIndex: number,
): VariantFormValue[] {
  return variants.map((variant) => {
    const choice = variant.choices[optionIndex];
    if (choice === undefined || choice === '') return variant;
    const index = Number(choice);
    const next = index === valueIndex ? '' : index > valueIndex ? String(index - 1) : choice;
    return { ...variant, choices: variant.choices.map((old, i) => (i === optionIndex ? next : old)) };
  });
}

/** The variants once option `optionIndex` is removed. */
export const withoutOption = (variants: VariantFormValue[], optionIndex: number) =>
  variants.map((variant) => ({ ...variant, choices: variant.choices.filter((_c, i) => i !== optionIndex) }));

/** The variants once an option is added (no value chosen for it yet). */
export const withNewOption = (variants: VariantFormValue[]) =>
  variants.map((variant) => ({ ...variant, choices: [...variant.choices, ''] }));

/** A text that must be in a language to publish, with where it is in the form. */
export interface MissingText {
  path: string;
  /** What the text is: { key, params } under productEditor.missing. */
  key: 'name' | 'description' | 'optionName' | 'optionValue';
  option?: number;
  value?: number;
  language: 'en' | 'kh';
}

/** The texts a product still needs in both languages before it may be published. */
export function missingForPublishing(values: ProductFormValues): MissingText[] {
  const missing: MissingText[] = [];
  const check = (text: TextValue, path: string, entry: Omit<MissingText, 'path' | 'language'>) => {
    for (const language of ['en', 'kh'] as const)
      if (!text[language].trim()) missing.push({ ...entry, path: `${path}.${language}`, language });
  };
  check(values.name, 'name', { key: 'name' });
  check(values.description, 'description', { key: 'description' });
  values.options.forEach((option, i) => {
    check(option.name, `options.${i}.name`, { key: 'optionName', option: i });
    option.values.forEach((value, j) =>
      check(value, `options.${i}.values.${j}`, { key: 'optionValue', option: i, value: j }),
    );
  });
  return missing;
}

/** A leaf category's sub and main categories in the tree ('' when not found). */
export function categoryPath(tree: Category[], leafId: number): { main: string; sub: string } {
  for (const main of tree)
    for (const sub of main.subCategories)
      if (sub.subCategories.some((leaf) => leaf.id === leafId))
        return { main: String(main.id), sub: String(sub.id) };
  return { main: '', sub: '' };
}

const decimal = (text: string, min: number, max: number) => {
  const value = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return false;
  const amount = Number(value);
  return amount >= min && amount <= max;
};
const whole = (text: string, min: number, max: number) => {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return false;
  const amount = Number(value);
  return amount >= min && amount <= max;
};

/** Messages of the client-side checks, already in the interface's language. */
export interface FormMessages {
  required: string;
  tooLong: (max: number) => string;
  price: string;
  stock: string;
  discount: string;
  deliveryFee: string;
  threshold: string;
  category: string;
  store: string;
  chooseValues: string;
  variantsNeeded: string;
  /** A code of productEditorProblems (`product.khmer_required`, …) translated. */
  problem: (code: string) => string;
}

/** The zod schema the form is checked with before anything is sent. */
export function productFormSchema(m: FormMessages) {
  const text = (max: number, englishRequired: boolean) =>
    z.object({
      en: englishRequired
        ? z.string().trim().min(1, m.required).max(max, m.tooLong(max))
        : z.string().trim().max(max, m.tooLong(max)),
      kh: z.string().trim().max(max, m.tooLong(max)),
    });
  return z
    .object({
      name: text(PRODUCT_NAME_MAX, true),
      description: text(PRODUCT_DESCRIPTION_MAX, false),
      mainCategoryId: z.string(),
      subCategoryId: z.string(),
      categoryId: z.string().min(1, m.category),
      storeId: z.string().min(1, m.store),
      discount: z.string().refine((v) => whole(v, 0, PRODUCT_DISCOUNT_MAX), m.discount),
      deliveryFee: z
        .string()
        .refine((v) => v.trim() === '' || decimal(v, 0, PRODUCT_DELIVERY_FEE_MAX), m.deliveryFee),
      lowStockThreshold: z.string().refine((v) => whole(v, 0, LOW_STOCK_THRESHOLD_MAX), m.threshold),
      published: z.boolean(),
      options: z
        .array(
          z.object({
            name: text(OPTION_TEXT_MAX, true),
            values: z.array(text(OPTION_TEXT_MAX, true)).min(1, m.required).max(MAX_OPTION_VALUES),
          }),
        )
        .max(MAX_PRODUCT_OPTIONS),
      variants: z
        .array(
          z.object({
            variantId: z.number().nullable(),
            choices: z.array(z.string()),
            sku: z.string().trim().max(SKU_MAX, m.tooLong(SKU_MAX)),
            price: z.string().refine((v) => decimal(v, VARIANT_PRICE_MIN, VARIANT_PRICE_MAX), m.price),
            stock: z.string().refine((v) => whole(v, 0, VARIANT_STOCK_MAX), m.stock),
          }),
        )
        .min(1, m.variantsNeeded)
        .max(MAX_PRODUCT_VARIANTS),
    })
    .superRefine((values, context) => {
      values.variants.forEach((variant, index) => {
        if (variant.choices.length !== values.options.length || variant.choices.includes(''))
          context.addIssue({ code: 'custom', message: m.chooseValues, path: ['variants', index, 'choices'] });
      });
      const problems = productEditorProblems({
        published: values.published,
        name: values.name,
        description: values.description,
        options: values.options,
        variants: values.variants.map((variant) => ({
          sku: variant.sku,
          attributes: variantAttributes(values.options, variant),
        })),
      });
      for (const [path, problem] of Object.entries(problems)) {
        const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        // A variant's attributes are its chosen values in the form.
        if (parts[0] === 'variants' && parts[2] === 'attributes') parts[2] = 'choices';
        context.addIssue({ code: 'custom', message: m.problem(problem), path: parts });
      }
    });
}

/** The form's field paths a server problem may land on (the rest go to the nearest list or the form). */
export function formFieldPaths(values: ProductFormValues): string[] {
  const paths = [
    'name.en',
    'name.kh',
    'description.en',
    'description.kh',
    'categoryId',
    'storeId',
    'discount',
    'deliveryFee',
    'lowStockThreshold',
    'published',
  ];
  values.options.forEach((option, i) => {
    paths.push(`options.${i}.name.en`, `options.${i}.name.kh`);
    option.values.forEach((_value, j) =>
      paths.push(`options.${i}.values.${j}.en`, `options.${i}.values.${j}.kh`),
    );
  });
  values.variants.forEach((_variant, i) =>
    paths.push(`variants.${i}.choices`, `variants.${i}.sku`, `variants.${i}.price`, `variants.${i}.stock`),
  );
  return paths;
}

/**
 * Where a server problem's path goes in the form: the field itself, a variant's attributes or id
 * to its chosen values, a list-level problem to the list (`variants.root`), or nowhere (null).
 */
export function formPathFor(path: string, fields: readonly string[]): string | null {
  const renamed = path.replace(/^variants\.(\d+)\.(attributes|id)(\..*)?$/, 'variants.$1.choices');
  const parts = renamed.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (fields.includes(candidate)) return candidate;
    if (candidate === 'variants' || candidate === 'options' || /^options\.\d+\.values$/.test(candidate))
      return `${candidate}.root`;
    parts.pop();
  }
  return null;
}
