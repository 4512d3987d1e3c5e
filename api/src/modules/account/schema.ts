import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';

export const addressBooks = pgTable(
  'address_books',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['home', 'office', 'other'] })
      .notNull()
      .default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    province: text('province').notNull(),
    building: text('building').notNull().default(''),
    home: text('home').notNull().default(''),
    street: text('street').notNull().default(''),
    village: text('village').notNull().default(''),
    commune: text('commune').notNull().default(''),
    district: text('district').notNull().default(''),
    email: text('email').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_books_user_idx').on(t.userId)],
);
