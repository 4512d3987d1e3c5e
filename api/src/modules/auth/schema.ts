import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@storefront/shared/contract/staff-roles';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** argon2id; '' for accounts created through a social login until they set a password. */
    passwordHash: text('password_hash').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: ['female', 'male', 'other'] }),
    /** 'cod' | 'wallet' | 'khqr' | 'card-<id>'; null means cash on delivery. */
    defaultPaymentOption: text('default_payment_option'),
    /** A staff member's role (the back office); null for shoppers. */
    role: text('role', { enum: STAFF_ROLES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_phone_idx').on(t.phone),
  ],
);

/** One sign-in: its refresh tokens form a family; revoking the session ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the shopper's cookie. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash)],
);

/** Failed sign-ins, for throttling per account and per IP, and password-reset code requests (their resend cooldown); shared by every API replica. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at)],
);

/**
 * One-time codes for password reset. Only hashes are stored: of the 6-digit code (mailed) and of
 * the reset token handed out once the code is confirmed.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resetTokenHash: text('reset_token_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_codes_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('password_reset_codes_token_idx').on(t.resetTokenHash),
  ],
);

/** A social-login account (provider + its subject) linked to a shopper. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);
