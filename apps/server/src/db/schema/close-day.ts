import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DayFigures } from '@opentill/contract/reports/day-figures.schemas';
import { createdAtColumn, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { users } from './accounts.js';
import { cashiers } from './cashiers.js';

/**
 * A Z report: the business day closed (issue 16). Its figures are frozen here as they
 * were printed; the payments, refunds and drawer rows it counted carry its id, so each
 * is in exactly one Z and one that arrives late (an offline sale) goes to the next.
 */
export const zReports = pgTable(
  'z_reports',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    /** 1, 2, 3 … per merchant with no gaps: taken under a lock on the merchant's last Z. */
    zNumber: integer('z_number').notNull(),
    /** The merchant's local date it closes. */
    businessDate: date('business_date').notNull(),
    periodFrom: timestamptz('period_from').notNull(),
    periodTo: timestamptz('period_to').notNull(),
    netTakingsPence: bigint('net_takings_pence', { mode: 'number' }).notNull(),
    /** Net takings of every Z so far, this one included: it never resets. */
    grandTotalPence: bigint('grand_total_pence', { mode: 'number' }).notNull(),
    figures: jsonb('figures').$type<DayFigures>().notNull(),
    createdByCashierId: uuid('created_by_cashier_id'),
    /** The manager whose PIN let a cashier who is not one close the day. */
    approvedByCashierId: uuid('approved_by_cashier_id'),
    /** The journal entry that records this Z: its hash anchors the chain up to here. */
    journalSeq: bigint('journal_seq', { mode: 'number' }),
    journalHash: text('journal_hash'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.createdByCashierId, () => cashiers),
    tenantReference(t, t.approvedByCashierId, () => cashiers),
    uniqueIndex('z_reports_client_number_idx').on(t.clientId, t.zNumber),
    index('z_reports_client_period_idx').on(t.clientId, t.periodTo),
    check('z_reports_number_check', sql`${t.zNumber} > 0`),
    check('z_reports_period_check', sql`${t.periodTo} > ${t.periodFrom}`),
  ],
);

/**
 * The money journal (issue 16): every money event appended with the sha256 of the
 * previous entry's hash and its own canonical JSON, so an edited or deleted row breaks
 * the chain where it was changed. One chain per merchant, numbered 1, 2, 3 …
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    clientId: clientIdColumn(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** order_paid, refund, void, discount, drawer_movement, drawer_close, z_report … */
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.seq] }),
    check('journal_entries_seq_check', sql`${t.seq} > 0`),
  ],
);
