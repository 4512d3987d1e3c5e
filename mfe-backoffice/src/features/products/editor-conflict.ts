// A 409 product.version_conflict: what the other person changed since the form was opened, shown
// beside what this form holds now (the ConflictNotice's rows).
import { formatUsd, localized, type BackofficeProduct } from '@storefront/shared';
import type { ConflictRow } from '../../components/conflict-notice';
import {
  variantAttributes,
  type OptionFormValue,
  type ProductFormValues,
  type VariantFormValue,
} from './product-form';

export interface ConflictContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
  categoryName: (id: string) => string;
  storeName: (id: string) => string;
}

const optionsSummary = (options: OptionFormValue[], language: string) =>
  options
    .map(
      (option) =>
        `${localized(option.name, language)}: ${option.values.map((value) => localized(value, language)).join(', ')}`,
    )
    .join('; ');

const variantSummary = (
  variant: { sku: string | null; price: number | string; stock: number | string },
  t: ConflictContext['t'],
) =>
  [
    variant.sku || t('productEditor.noSku'),
    variant.price === '' ? '—' : formatUsd(Number(variant.price)),
    t('productEditor.inStock', { count: Number(variant.stock) }),
  ].join(' · ');

const attributesText = (attributes: Record<string, string>) => Object.values(attributes).join(' / ');

/**
 * Rows for the fields the other person changed (theirs differs from what the form was opened
 * with): each with this form's value now and theirs. Empty when only something not in the form
 * changed (their photo change, for instance).
 */
export function conflictRows(
  opened: BackofficeProduct,
  theirs: BackofficeProduct,
  mine: ProductFormValues,
  { t, language, categoryName, storeName }: ConflictContext,
): ConflictRow[] {
  const rows: ConflictRow[] = [];
  const add = (changed: boolean, label: string, mineText: string, theirsText: string) => {
    if (changed) rows.push({ label, mine: mineText, theirs: theirsText });
  };
  for (const language of ['en', 'kh'] as const) {
    const suffix = language === 'en' ? 'En' : 'Kh';
    add(
      opened.name[language] !== theirs.name[language],
      t(`productEditor.name${suffix}`),
      mine.name[language],
      theirs.name[language],
    );
    add(
      opened.description[language] !== theirs.description[language],
      t(`productEditor.description${suffix}`),
      mine.description[language],
      theirs.description[language],
    );
  }
  add(
    opened.categoryId !== theirs.categoryId,
    t('productEditor.category'),
    categoryName(mine.categoryId),
    categoryName(String(theirs.categoryId)),
  );
  add(
    opened.storeId !== theirs.storeId,
    t('productEditor.store'),
    storeName(mine.storeId),
    storeName(String(theirs.storeId)),
  );
  add(
    opened.discount !== theirs.discount,
    t('productEditor.discount'),
    `${mine.discount} %`,
    `${theirs.discount} %`,
  );
  const fee = (value: number | null | string) =>
    value === null || value === '' ? t('productEditor.defaultFee') : formatUsd(Number(value));
  add(
    opened.deliveryFee !== theirs.deliveryFee,
    t('productEditor.deliveryFee'),
    fee(mine.deliveryFee),
    fee(theirs.deliveryFee),
  );
  add(
    opened.lowStockThreshold !== theirs.lowStockThreshold,
    t('productEditor.lowStockThreshold'),
    mine.lowStockThreshold,
    String(theirs.lowStockThreshold),
  );
  const yesNo = (published: boolean) =>
    published ? t('productEditor.publishedYes') : t('productEditor.publishedNo');
  add(
    opened.published !== theirs.published,
    t('productEditor.published'),
    yesNo(mine.published),
    yesNo(theirs.published),
  );
  add(
    JSON.stringify(opened.options) !== JSON.stringify(theirs.options),
    t('productEditor.optionsHeading'),
    optionsSummary(mine.options, language),
    optionsSummary(theirs.options, language),
  );

  // Variants: each one they changed, added or removed.
  const openedById = new Map(opened.variants.map((variant) => [variant.id, variant]));
  const mineById = new Map(
    mine.variants
      .filter((variant) => variant.variantId !== null)
      .map((variant) => [variant.variantId!, variant]),
  );
  const mineText = (variant: VariantFormValue | undefined) =>
    variant ? variantSummary(variant, t) : t('productEditor.variantNotInForm');
  for (const variant of theirs.variants) {
    const before = openedById.get(variant.id);
    const label = t('productEditor.variantLabel', {
      name: attributesText(variant.attributes) || variant.sku || `#${variant.id}`,
    });
    if (!before) {
      rows.push({ label, mine: t('productEditor.variantNotInForm'), theirs: variantSummary(variant, t) });
    } else if (
      before.sku !== variant.sku ||
      before.price !== variant.price ||
      before.stock !== variant.stock ||
      JSON.stringify(before.attributes) !== JSON.stringify(variant.attributes)
    ) {
      rows.push({ label, mine: mineText(mineById.get(variant.id)), theirs: variantSummary(variant, t) });
    }
  }
  const theirIds = new Set(theirs.variants.map((variant) => variant.id));
  for (const variant of opened.variants) {
    if (theirIds.has(variant.id)) continue;
    const mineVariant = mineById.get(variant.id);
    rows.push({
      label: t('productEditor.variantLabel', {
        name: mineVariant ? attributesText(variantAttributes(mine.options, mineVariant)) : `#${variant.id}`,
      }),
      mine: mineText(mineVariant),
      theirs: t('productEditor.variantRemoved'),
    });
  }
  return rows;
}
