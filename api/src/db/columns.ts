import { numeric } from 'drizzle-orm/pg-core';

/**
 * An amount of money in dollars: `numeric(precision, 2)`, read and written as a JavaScript number.
 * Orders, wallets, payments, vouchers and refunds use numeric(12, 2); catalogue prices and fees were
 * created as numeric(10, 2) and pass `10`, so that the migrations stay as they are.
 */
export const money = (name: string, precision: 10 | 12 = 12) =>
  numeric(name, { precision, scale: 2, mode: 'number' });
