// The bulk edit's pending changes: per variant, the price and stock typed and the figures the table
// showed when the row was first changed (sent as `expected`: the API refuses the whole edit when
// any moved meanwhile).
import { type VariantBulkBody } from '@storefront/shared';
import { VARIANT_PRICE_MAX, VARIANT_PRICE_MIN, VARIANT_STOCK_MAX } from '@storefront/shared/rules';

export interface Figures {
  price: number;
  stock: number;
}

export interface RowEdit {
  price?: string;
  stock?: string;
  expected: Figures;
}

export type Edits = Record<number, RowEdit>;
export type Field = 'price' | 'stock';

export const isPrice = (text: string) => {
  const value = text.trim();
  return (
    /^\d+(\.\d{1,2})?$/.test(value) &&
    Number(value) >= VARIANT_PRICE_MIN &&
    Number(value) <= VARIANT_PRICE_MAX
  );
};
export const isStock = (text: string) => {
  const value = text.trim();
  return /^\d+$/.test(value) && Number(value) <= VARIANT_STOCK_MAX;
};
export const isValid = (field: Field, text: string) => (field === 'price' ? isPrice(text) : isStock(text));

/** Whether a typed value differs from the figure (an invalid text counts as a change: it must be fixed). */
export const differs = (field: Field, text: string | undefined, figures: Figures) =>
  text !== undefined && (!isValid(field, text) || Number(text.trim()) !== figures[field]);

/** The edits once `field` of a variant is typed; a row typed back to its figures is no change. */
export function withEdit(edits: Edits, variantId: number, field: Field, text: string, shown: Figures): Edits {
  const row: RowEdit = { ...(edits[variantId] ?? { expected: shown }), [field]: text };
  const next = { ...edits };
  if (differs('price', row.price, row.expected) || differs('stock', row.stock, row.expected))
    next[variantId] = row;
  else delete next[variantId];
  return next;
}

/** The edits once the API said these variants moved meanwhile: each row now expects the current
 * figures; typed values are kept, except those equal to the current figure. */
export function withCurrentFigures(edits: Edits, current: ({ variantId: number } & Figures)[]): Edits {
  const next = { ...edits };
  for (const { variantId, price, stock } of current) {
    const row = next[variantId];
    if (!row) continue;
    const expected = { price, stock };
    const updated: RowEdit = { expected };
    if (differs('price', row.price, expected)) updated.price = row.price;
    if (differs('stock', row.stock, expected)) updated.stock = row.stock;
    if (updated.price === undefined && updated.stock === undefined) delete next[variantId];
    else next[variantId] = updated;
  }
  return next;
}

/** The cells whose typed value is not a valid price or stock (`${variantId}.price`). */
export function invalidCells(edits: Edits): string[] {
  return Object.entries(edits).flatMap(([id, row]) =>
    (['price', 'stock'] as const)
      .filter((field) => row[field] !== undefined && !isValid(field, row[field]!))
      .map((field) => `${id}.${field}`),
  );
}

/** The body of "Save N changes" (the edits are valid): each row with what changed and what it expects. */
export function bulkBody(edits: Edits): { body: VariantBulkBody; order: number[] } {
  const order = Object.keys(edits).map(Number);
  return {
    order,
    body: {
      changes: order.map((variantId) => {
        const row = edits[variantId]!;
        return {
          variantId,
          ...(differs('price', row.price, row.expected) ? { price: Number(row.price!.trim()) } : {}),
          ...(differs('stock', row.stock, row.expected) ? { stock: Number(row.stock!.trim()) } : {}),
          expected: row.expected,
        };
      }),
    },
  };
}
