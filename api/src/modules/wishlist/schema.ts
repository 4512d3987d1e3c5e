import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { products, stores } from '../catalog/schema';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first per shopper.
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const storeFollows = pgTable(
  'store_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index('store_follows_user_created_idx').on(t.userId, t.createdAt),
  ],
);
