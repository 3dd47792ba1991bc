import { bigint, date, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { clientIdColumn } from './tenant-column.js';

/** A product's share of one day: [amount taken in pence, units sold]. */
export type ProductDayShare = [number, number];

/**
 * The products report's shares of one finished local day, kept so a year's report
 * reads 365 rows instead of every unit sold. Only a cache: each row carries a
 * fingerprint of the day's paid payments (count, sums and a hash of ids and
 * amounts) taken in the same statement as its shares, and a report uses a row only
 * while the day's payments still match it, so a later refund, a time-zone change or
 * history written after the fact sends that day back to be worked out again.
 */
export const reportDays = pgTable(
  'report_days',
  {
    clientId: clientIdColumn(),
    /** The merchant's local date. */
    day: date('day').notNull(),
    payments: integer('payments').notNull(),
    grossPence: bigint('gross_pence', { mode: 'number' }).notNull(),
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull(),
    fingerprint: bigint('fingerprint', { mode: 'bigint' }).notNull(),
    /** Product id → [amount taken in pence, units sold]. */
    products: jsonb('products').$type<Record<string, ProductDayShare>>().notNull(),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day] })],
);
