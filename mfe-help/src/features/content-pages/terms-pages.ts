import { BRAND } from '@storefront/shared';

/** The fourteen pages under /terms-conditions (spec §2), in the order the index lists them. */
export const TERMS_PAGES = [
  'made-cambodia',
  'plant-form-tool',
  'plant-service',
  'vouch',
  'terms-of-use',
  'terms-of-sale',
  'amzconin',
  'amzgame',
  'mobile-top-up',
  'dgs-vouchers',
  'payment-protection',
  `${BRAND.slug}-pay`,
  'buy-now-paylater',
  'delivery-of-terms',
] as const;

/** The translation key of a terms page's fallback title ('{brand}-pay' is one key for any brand). */
export const termsTitleKey = (page: string) =>
  `terms.pages.${page === `${BRAND.slug}-pay` ? 'brand-pay' : page}`;
