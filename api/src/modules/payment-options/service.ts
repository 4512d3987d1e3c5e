import { and, asc, eq } from 'drizzle-orm';
import {
  BUILT_IN_PAYMENT_OPTIONS,
  MAX_CARDS_PER_USER,
  type NewCard,
  type PaymentOption,
} from '@storefront/shared/contract/payment-options';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { users } from '../auth/schema';
import { paymentCards } from './schema';

/** A card is usable through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  return (
    expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  );
}

const cardIdOf = (optionId: string): number | null =>
  optionId.startsWith('card-') ? Number(optionId.slice(5)) : null;

/**
 * Payment options: cash on delivery, wallet and KHQR for everyone, plus the shopper's saved cards;
 * one of them is the default (cash on delivery until they choose).
 */
export function createPaymentOptionsService(db: Database) {
  async function defaultOf(userId: number): Promise<string> {
    const [user] = await db
      .select({ option: users.defaultPaymentOption })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return user?.option ?? 'cod';
  }
  async function cardsOf(userId: number) {
    return db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.userId, userId))
      .orderBy(asc(paymentCards.id));
  }
  async function ownedCard(userId: number, optionId: string) {
    const id = cardIdOf(optionId);
    if (id === null) return null;
    const [card] = await db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.id, id), eq(paymentCards.userId, userId)))
      .limit(1);
    if (!card) throw notFound('payment_option.not_found');
    return card;
  }

  async function list(userId: number): Promise<PaymentOption[]> {
    const chosen = await defaultOf(userId);
    const cards = await cardsOf(userId);
    // A default card that was deleted meanwhile falls back to cash on delivery.
    const valid =
      BUILT_IN_PAYMENT_OPTIONS.includes(chosen as (typeof BUILT_IN_PAYMENT_OPTIONS)[number]) ||
      cards.some((card) => `card-${card.id}` === chosen)
        ? chosen
        : 'cod';
    return [
      ...BUILT_IN_PAYMENT_OPTIONS.map((kind) => ({ id: kind, kind, isDefault: valid === kind, card: null })),
      ...cards.map((card) => ({
        id: `card-${card.id}`,
        kind: 'card' as const,
        isDefault: valid === `card-${card.id}`,
        card: {
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          holder: card.holder,
          expired: cardExpired(card.expMonth, card.expYear),
        },
      })),
    ];
  }

  async function one(userId: number, optionId: string): Promise<PaymentOption> {
    const option = (await list(userId)).find((candidate) => candidate.id === optionId);
    if (!option) throw notFound('payment_option.not_found');
    return option;
  }

  return {
    list,

    async addCard(userId: number, input: NewCard): Promise<PaymentOption> {
      if (cardExpired(input.expMonth, input.expYear))
        throw badRequest('card.expired', { expYear: 'card.expired' });
      const cards = await cardsOf(userId);
      if (cards.length >= MAX_CARDS_PER_USER)
        throw badRequest({ code: 'card.limit_reached', params: { max: MAX_CARDS_PER_USER } });
      if (
        cards.some(
          (card) =>
            card.brand === input.brand &&
            card.last4 === input.last4 &&
            card.expMonth === input.expMonth &&
            card.expYear === input.expYear,
        )
      ) {
        throw conflict('card.duplicate');
      }
      const [card] = await db
        .insert(paymentCards)
        .values({
          userId,
          brand: input.brand,
          last4: input.last4,
          expMonth: input.expMonth,
          expYear: input.expYear,
          holder: input.holder,
        })
        .returning({ id: paymentCards.id });
      if (!card) throw new Error('card insert returned nothing');
      if (input.isDefault)
        await db
          .update(users)
          .set({ defaultPaymentOption: `card-${card.id}` })
          .where(eq(users.id, userId));
      return one(userId, `card-${card.id}`);
    },

    async remove(userId: number, optionId: string): Promise<void> {
      const card = await ownedCard(userId, optionId);
      if (!card) throw badRequest('payment_option.not_removable');
      await db.delete(paymentCards).where(and(eq(paymentCards.id, card.id), eq(paymentCards.userId, userId)));
      if ((await defaultOf(userId)) === optionId)
        await db.update(users).set({ defaultPaymentOption: null }).where(eq(users.id, userId));
    },

    async setDefault(userId: number, optionId: string): Promise<PaymentOption> {
      const card = await ownedCard(userId, optionId);
      if (card && cardExpired(card.expMonth, card.expYear)) throw badRequest('card.expired_choose_other');
      await db.update(users).set({ defaultPaymentOption: optionId }).where(eq(users.id, userId));
      return one(userId, optionId);
    },
  };
}

export type PaymentOptionsService = ReturnType<typeof createPaymentOptionsService>;
