// The promotion editor's values, their checks (the API's limits, checked before sending) and the
// conversions between them and the API's promotion.
import { type PromotionAdmin, type PromotionCreate } from '@storefront/shared';
import {
  PROMOTION_MAX_CATEGORIES,
  PROMOTION_MAX_DISCOUNT,
  PROMOTION_MAX_PRODUCTS,
  PROMOTION_MIN_DISCOUNT,
  PROMOTION_TITLE_MAX_LENGTH,
} from '@storefront/shared/rules';
import { z } from 'zod';
import { fromShopInput, shopToday, toShopInput } from '../../components/shop-time';

/** Messages are keys under `promotions.errors`. */
const title = () =>
  z
    .string()
    .refine((value) => value.trim().length > 0, 'promotions.errors.titleRequired')
    .refine((value) => value.trim().length <= PROMOTION_TITLE_MAX_LENGTH, 'promotions.errors.titleTooLong');

export const promotionFormSchema = z
  .object({
    title: z.object({ en: title(), kh: title() }),
    start: z.string().refine((value) => fromShopInput(value) !== null, 'promotions.errors.dateRequired'),
    end: z.string().refine((value) => fromShopInput(value) !== null, 'promotions.errors.dateRequired'),
    discount: z.string().refine((value) => {
      const number = Number(value.trim());
      return (
        /^\d+$/.test(value.trim()) && number >= PROMOTION_MIN_DISCOUNT && number <= PROMOTION_MAX_DISCOUNT
      );
    }, 'promotions.errors.discountRange'),
    productIds: z.array(z.number()).max(PROMOTION_MAX_PRODUCTS, 'promotions.errors.tooManyProducts'),
    categoryIds: z.array(z.number()).max(PROMOTION_MAX_CATEGORIES, 'promotions.errors.tooManyCategories'),
    isActive: z.boolean(),
  })
  .superRefine((values, context) => {
    const start = fromShopInput(values.start);
    const end = fromShopInput(values.end);
    if (start && end && Date.parse(end) <= Date.parse(start))
      context.addIssue({ code: 'custom', path: ['end'], message: 'promotions.errors.endBeforeStart' });
    if (values.productIds.length === 0 && values.categoryIds.length === 0)
      context.addIssue({ code: 'custom', path: ['productIds'], message: 'promotions.errors.scopeRequired' });
  });
export type PromotionFormValues = z.infer<typeof promotionFormSchema>;

/** The form's fields, by the API's field paths where they differ. */
export const PROMOTION_FORM_FIELDS = [
  'title.en',
  'title.kh',
  'start',
  'end',
  'discount',
  'productIds',
  'categoryIds',
  'isActive',
] as const;
export const PROMOTION_API_FIELDS = { startDate: 'start', endDate: 'end', title: 'title.en' } as const;

/** A new promotion starts as today's daily deal draft: the most common thing to schedule. */
export function emptyPromotionForm(): PromotionFormValues {
  return {
    title: { en: '', kh: '' },
    ...dailyDealWindow(),
    discount: '',
    productIds: [],
    categoryIds: [],
    isActive: true,
  };
}

/** Today in shop time, 00:00 → 23:59: a daily deal. */
export function dailyDealWindow(now: Date = new Date()): { start: string; end: string } {
  const day = shopToday(now);
  return { start: `${day}T00:00`, end: `${day}T23:59` };
}

export function promotionToForm(promotion: PromotionAdmin): PromotionFormValues {
  return {
    title: { en: promotion.title.en, kh: promotion.title.kh },
    start: toShopInput(promotion.startDate),
    end: toShopInput(promotion.endDate),
    discount: String(promotion.discount),
    productIds: [...promotion.productIds],
    categoryIds: [...promotion.categoryIds],
    isActive: promotion.isActive,
  };
}

/** The request body (the values have passed the schema). */
export function promotionFormToBody(values: PromotionFormValues): Required<PromotionCreate> {
  return {
    title: { en: values.title.en.trim(), kh: values.title.kh.trim() },
    startDate: fromShopInput(values.start)!,
    endDate: fromShopInput(values.end)!,
    discount: Number(values.discount.trim()),
    productIds: values.productIds,
    categoryIds: values.categoryIds,
    isActive: values.isActive,
  };
}
