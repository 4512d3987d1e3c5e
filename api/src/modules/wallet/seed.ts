import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/schema';
import { vouchers } from '../vouchers/schema';
import { walletTransactions, wallets } from './schema';

const DAY = 24 * 60 * 60 * 1000;
const DEMO_EMAIL = 'demo@psar.test';

/**
 * Idempotent, so databases seeded before wallets existed get them too: the demo shopper's $50.00
 * wallet (with the top-up that explains it) and the shop's vouchers.
 */
export async function seedWalletsAndVouchers(db: Database, now: number, log: (line: string) => void) {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (demo) {
    const [wallet] = await db
      .select({ userId: wallets.userId })
      .from(wallets)
      .where(eq(wallets.userId, demo.id));
    if (!wallet) {
      log('demo wallet: $50.00');
      await db.transaction(async (tx) => {
        await tx.insert(wallets).values({ userId: demo.id, balance: 50 });
        await tx.insert(walletTransactions).values({
          userId: demo.id,
          amount: 50,
          kind: 'top_up',
          reference: 'Welcome top-up',
          createdAt: new Date(now - 3 * DAY),
        });
      });
    }
  }
  const [{ value: voucherCount } = { value: 0 }] = await db.select({ value: count() }).from(vouchers);
  if (voucherCount === 0) {
    log('vouchers');
    await db.insert(vouchers).values([
      // The newsletter's welcome offer.
      {
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        minSpend: 0,
        validFrom: new Date(now - 30 * DAY),
        validUntil: null,
        usageLimit: null,
      },
      {
        code: 'PSAR5',
        kind: 'fixed',
        value: 5,
        minSpend: 30,
        validFrom: new Date(now - 7 * DAY),
        validUntil: new Date(now + 60 * DAY),
        usageLimit: 1000,
      },
      {
        code: 'WATERFEST20',
        kind: 'percent',
        value: 20,
        minSpend: 50,
        validFrom: new Date(now - 2 * DAY),
        validUntil: new Date(now + 3 * DAY),
        usageLimit: 500,
      },
      {
        code: 'EXPIRED15',
        kind: 'percent',
        value: 15,
        minSpend: 0,
        validFrom: new Date(now - 60 * DAY),
        validUntil: new Date(now - 30 * DAY),
        usageLimit: null,
      },
    ]);
  }
}
