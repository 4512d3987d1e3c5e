import { desc, eq, sql, and, gte, count } from 'drizzle-orm';
import type { WalletTransactionKind } from '@storefront/shared/contract/wallet';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { walletTransactions, wallets } from './schema';

/** A Drizzle transaction (or the database itself): wallet changes run inside the caller's. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Adds `amount` (> 0) to the shopper's wallet, creating it on first use, and records why. */
export async function creditWallet(
  tx: Executor,
  userId: number,
  amount: number,
  kind: WalletTransactionKind,
  reference: string,
): Promise<number> {
  if (!(amount > 0)) throw new RangeError('A credit must be positive');
  const [row] = await tx
    .insert(wallets)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balance: sql`${wallets.balance} + ${amount}`, updatedAt: new Date() },
    })
    .returning({ balance: wallets.balance });
  await tx.insert(walletTransactions).values({ userId, amount, kind, reference });
  return row!.balance;
}

/**
 * Takes `amount` (> 0) from the wallet in one conditional update, so concurrent debits can never
 * take it below zero (the table's check constraint is the last guard). 400 when it is not enough.
 */
export async function debitWallet(
  tx: Executor,
  userId: number,
  amount: number,
  kind: WalletTransactionKind,
  reference: string,
): Promise<number> {
  if (!(amount > 0)) throw new RangeError('A debit must be positive');
  const [row] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, userId), gte(wallets.balance, amount)))
    .returning({ balance: wallets.balance });
  if (!row) throw badRequest('wallet.balance_insufficient', { paymentMethod: 'wallet.balance_insufficient' });
  await tx.insert(walletTransactions).values({ userId, amount: -amount, kind, reference });
  return row.balance;
}

export function createWalletService(db: Database) {
  return {
    async balance(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return row?.balance ?? 0;
    },
    async transactions(userId: number, page: number, perPage: number) {
      const [rows, [{ value: total } = { value: 0 }]] = await Promise.all([
        db
          .select()
          .from(walletTransactions)
          .where(eq(walletTransactions.userId, userId))
          .orderBy(desc(walletTransactions.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(walletTransactions).where(eq(walletTransactions.userId, userId)),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          amount: row.amount,
          kind: row.kind,
          reference: row.reference,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
