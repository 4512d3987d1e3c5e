import type { StockMovementReason } from '@storefront/shared/rules';
import { stockMovements } from '../catalog/schema';
import type { Executor } from '../wallet/service';

/** One change of a variant's stock, as the stock history shows it. */
export interface StockMovementEntry {
  variantId: number;
  /** Units added (positive) or taken away (negative). */
  change: number;
  stockAfter: number;
  reason: StockMovementReason;
  note?: string;
  /** The staff member; null for orders and cancellations. */
  actorId?: number | null;
}

/**
 * Writes stock movements in the caller's transaction, beside the stock change itself (the editor,
 * restocks, orders and cancellations all record theirs here). A movement of 0 is left out.
 */
export async function recordStockMovements(tx: Executor, entries: StockMovementEntry[]): Promise<void> {
  const rows = entries.filter((entry) => entry.change !== 0 || entry.reason === 'initial');
  if (!rows.length) return;
  await tx.insert(stockMovements).values(
    rows.map((entry) => ({
      variantId: entry.variantId,
      change: entry.change,
      stockAfter: entry.stockAfter,
      reason: entry.reason,
      note: entry.note ?? '',
      actorId: entry.actorId ?? null,
    })),
  );
}
