/** The product brand: `{product}` in the spec. Routes such as `/about-psar` and
 * `/terms-conditions/psar-pay` follow from `slug`. */
export const BRAND = { name: 'Psar', slug: 'psar' } as const;

export const COUNTRY_NAME = 'Cambodia';

/** Newsletter promise shown in the footer: percent off the first purchase. */
export const NEWSLETTER_DISCOUNT_PERCENT = 10;

/** How often the cart is refetched while signed in (spec section 9). */
export const CART_POLL_INTERVAL_MS = 60_000;
