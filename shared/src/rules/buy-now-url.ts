// "Buy now" hands the chosen variant and quantity from the catalog to the checkout remote through
// the URL (/checkout/{id}?quantity=N&attributes={JSON}): remotes talk only through URLs, and this
// one module writes and reads that contract.
import type { Attributes } from '../contract';
import { MAX_LINE_QUANTITY } from './quantity';

export interface BuyNowRequest {
  quantity: number;
  attributes: Attributes;
}

/** Attributes as JSON with keys sorted, so one choice always gives one URL. */
function attributesJson(attributes: Attributes): string {
  const sorted = Object.keys(attributes)
    .sort()
    .map((key) => [key, attributes[key]] as const);
  return JSON.stringify(Object.fromEntries(sorted));
}

/** The buy-now checkout URL for a product, e.g. `/checkout/7?quantity=2&attributes=%7B…%7D`. */
export function buyNowPath(productId: number, { quantity, attributes }: BuyNowRequest): string {
  const params = new URLSearchParams({ quantity: String(quantity), attributes: attributesJson(attributes) });
  return `/checkout/${productId}?${params.toString()}`;
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
 * Reads a buy-now query string back. A missing or malformed quantity gives 1, one above the
 * per-line limit gives the limit; malformed attributes JSON gives `{}`, and values that are not
 * strings are dropped.
 */
export function parseBuyNowSearch(params: URLSearchParams): BuyNowRequest {
  const quantityText = params.get('quantity') ?? '';
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : 0;
  return {
    quantity: quantity > 0 ? Math.min(quantity, MAX_LINE_QUANTITY) : 1,
    attributes: parseAttributes(params.get('attributes')),
  };
}

/** A product id from the route: a positive integer, else undefined (shown as not found). */
export function parseProductId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
