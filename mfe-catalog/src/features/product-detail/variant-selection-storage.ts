// Spec section 3: "Variant selection: selectedAttributes, stored locally and persisted." Kept in
// local storage, like the persisted auth store: the shopper's choice per product survives reloads,
// new tabs and coming back another day. Only the most recent products are kept.
import type { Attributes } from '@storefront/shared';

export const VARIANT_SELECTION_KEY = 'variant-selection';
/** How many products' choices are remembered; the oldest are forgotten first. */
export const REMEMBERED_PRODUCTS = 50;

interface StoredSelection {
  /** Product id → chosen attributes. */
  selectedAttributes: Record<string, Attributes>;
  /** Product ids, least recently chosen first (object keys that look like numbers lose their order). */
  recent?: string[];
}

function readRecent(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(VARIANT_SELECTION_KEY) ?? '{}');
    const recent = parsed !== null && typeof parsed === 'object' && 'recent' in parsed ? parsed.recent : [];
    return Array.isArray(recent) ? recent.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function isAttributes(value: unknown): value is Attributes {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

function readAll(): Record<string, Attributes> {
  try {
    const raw = window.localStorage.getItem(VARIANT_SELECTION_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || !('selectedAttributes' in parsed)) return {};
    const all = (parsed as { selectedAttributes: unknown }).selectedAttributes;
    if (all === null || typeof all !== 'object') return {};
    return Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, Attributes] => isAttributes(entry[1])),
    );
  } catch {
    // Storage disabled (private mode, sandboxed frame) or corrupt: behave as if nothing was saved.
    return {};
  }
}

/** The attributes last chosen for a product, or undefined. */
export function loadVariantSelection(productId: number): Attributes | undefined {
  return readAll()[String(productId)];
}

export function saveVariantSelection(productId: number, attributes: Attributes): void {
  const all: Record<string, Attributes> = { ...readAll(), [String(productId)]: attributes };
  const known = readRecent().filter((id) => id in all && id !== String(productId));
  // Ids saved before the order was kept go first, then by recency; the newest choice goes last.
  const unordered = Object.keys(all).filter((id) => !known.includes(id) && id !== String(productId));
  const recent = [...unordered, ...known, String(productId)].slice(-REMEMBERED_PRODUCTS);
  const stored: StoredSelection = {
    selectedAttributes: Object.fromEntries(recent.map((id) => [id, all[id]!])),
    recent,
  };
  try {
    window.localStorage.setItem(VARIANT_SELECTION_KEY, JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled: the choice simply is not remembered.
  }
}
