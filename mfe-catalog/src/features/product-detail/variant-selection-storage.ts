// Spec section 3: "Variant selection: selectedAttributes, stored locally and persisted." The
// shopper's choice per product survives reloads and back/forward within the browser tab.
import type { Attributes } from '@storefront/shared';

export const VARIANT_SELECTION_KEY = 'variant-selection';

interface StoredSelection {
  /** Product id → chosen attributes. */
  selectedAttributes: Record<string, Attributes>;
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
    const raw = window.sessionStorage.getItem(VARIANT_SELECTION_KEY);
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

/** The attributes last chosen for a product in this tab, or undefined. */
export function loadVariantSelection(productId: number): Attributes | undefined {
  return readAll()[String(productId)];
}

export function saveVariantSelection(productId: number, attributes: Attributes): void {
  const stored: StoredSelection = { selectedAttributes: { ...readAll(), [String(productId)]: attributes } };
  try {
    window.sessionStorage.setItem(VARIANT_SELECTION_KEY, JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled: the choice simply is not remembered.
  }
}
