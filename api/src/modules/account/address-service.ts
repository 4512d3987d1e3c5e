import { addressesEqual } from '@storefront/shared/rules';
import type { AddressBookEntry } from '@storefront/shared/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { MAX_ADDRESSES_PER_USER, type AddressInput } from '@storefront/shared/contract/account';
import { addressBooks } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

function entryOf(row: typeof addressBooks.$inferSelect): AddressBookEntry {
  const { createdAt: _createdAt, ...entry } = row;
  return entry;
}

/** The address book: every change runs in one transaction that locks the shopper's rows, so two
 * tabs cannot both make "the first address" or leave two defaults. */
export function createAddressBookService(db: Database) {
  async function rowsOf(executor: Executor, userId: number, lock = false) {
    const query = executor
      .select()
      .from(addressBooks)
      .where(eq(addressBooks.userId, userId))
      .orderBy(sql`${addressBooks.isDefault} desc`, asc(addressBooks.id));
    return lock ? query.for('update') : query;
  }

  function refuseDuplicate(
    existing: (typeof addressBooks.$inferSelect)[],
    input: AddressInput,
    exceptId?: number,
  ) {
    // Spec section 5: equal when every field other than id, isDefault, type, userId, email, postCode matches.
    if (existing.some((row) => row.id !== exceptId && addressesEqual(row, input))) {
      throw conflict('address.duplicate');
    }
  }

  async function makeDefault(tx: Transaction, userId: number, id: number) {
    await tx
      .update(addressBooks)
      .set({ isDefault: sql`${addressBooks.id} = ${id}` })
      .where(eq(addressBooks.userId, userId));
  }

  function fieldsOf(input: AddressInput) {
    const { isDefault: _isDefault, ...fields } = input;
    return fields;
  }

  async function one(executor: Executor, userId: number, id: number): Promise<AddressBookEntry> {
    const [row] = await executor
      .select()
      .from(addressBooks)
      .where(and(eq(addressBooks.id, id), eq(addressBooks.userId, userId)))
      .limit(1);
    if (!row) throw notFound('address.not_found');
    return entryOf(row);
  }

  return {
    async list(userId: number): Promise<AddressBookEntry[]> {
      return (await rowsOf(db, userId)).map(entryOf);
    },

    get: (userId: number, id: number) => one(db, userId, id),

    async create(userId: number, input: AddressInput): Promise<AddressBookEntry> {
      return db.transaction(async (tx) => {
        const existing = await rowsOf(tx, userId, true);
        if (existing.length >= MAX_ADDRESSES_PER_USER) {
          throw badRequest({ code: 'address.limit_reached', params: { max: MAX_ADDRESSES_PER_USER } });
        }
        refuseDuplicate(existing, input);
        const [row] = await tx
          .insert(addressBooks)
          .values({ ...fieldsOf(input), userId, isDefault: false })
          .returning({ id: addressBooks.id });
        if (!row) throw new Error('address insert returned nothing');
        if (existing.length === 0 || input.isDefault) await makeDefault(tx, userId, row.id);
        return one(tx, userId, row.id);
      });
    },

    async update(userId: number, id: number, input: AddressInput): Promise<AddressBookEntry> {
      return db.transaction(async (tx) => {
        const existing = await rowsOf(tx, userId, true);
        if (!existing.some((row) => row.id === id)) throw notFound('address.not_found');
        refuseDuplicate(existing, input, id);
        await tx
          .update(addressBooks)
          .set(fieldsOf(input))
          .where(and(eq(addressBooks.id, id), eq(addressBooks.userId, userId)));
        // Unticking "default" does not leave the book without one: choose another address instead.
        if (input.isDefault) await makeDefault(tx, userId, id);
        return one(tx, userId, id);
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const existing = await rowsOf(tx, userId, true);
        const target = existing.find((row) => row.id === id);
        if (!target) throw notFound('address.not_found');
        await tx.delete(addressBooks).where(and(eq(addressBooks.id, id), eq(addressBooks.userId, userId)));
        // The oldest remaining address takes over as default, so the header keeps a location.
        if (target.isDefault) {
          const [next] = await tx
            .select({ id: addressBooks.id })
            .from(addressBooks)
            .where(and(eq(addressBooks.userId, userId), ne(addressBooks.id, id)))
            .orderBy(asc(addressBooks.id))
            .limit(1);
          if (next) await makeDefault(tx, userId, next.id);
        }
      });
    },

    async setDefault(userId: number, id: number): Promise<AddressBookEntry> {
      return db.transaction(async (tx) => {
        const existing = await rowsOf(tx, userId, true);
        if (!existing.some((row) => row.id === id)) throw notFound('address.not_found');
        await makeDefault(tx, userId, id);
        return one(tx, userId, id);
      });
    },
  };
}

export type AddressBookService = ReturnType<typeof createAddressBookService>;
