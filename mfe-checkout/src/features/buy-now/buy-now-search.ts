// The buy-now URL is /checkout/{id}?quantity=N&attributes={JSON}, written by the catalog's
// "Buy now" button (mfe-catalog/src/features/product-detail/buy-now.ts): keep the two in step.
import type { Attributes } from '@storefront/shared';

export interface BuyNowRequest {
  quantity: number;
  attributes: Attributes;
}

function parseAttributes(raw: string | null): Attributes {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/**
 * Reads the buy-now query string. A missing or malformed quantity gives 1; malformed attributes
 * JSON gives `{}`, and values that are not strings are dropped.
 */
export function parseBuyNowSearch(params: URLSearchParams): BuyNowRequest {
  const quantityText = params.get('quantity') ?? '';
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : 0;
  return {
    quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1,
    attributes: parseAttributes(params.get('attributes')),
  };
}

/** A product id from the route: a positive integer, else undefined (shown as not found). */
export function parseProductId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
