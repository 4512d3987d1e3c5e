import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every stored file (product photos and their sizes, review and return photos, documents), by key.
 * The bytes live in `data` (PostgreSQL storage, the default) or in the S3-compatible bucket under
 * the same key (then `data` is null); either way every API replica reads them.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  data: bytea('data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
