import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  TIP_ALLOCATION_METHODS,
  type TipAllocationMethod,
} from '@opentill/contract/reports/tips.schemas';
import { createdAtColumn, isOneOf } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { users } from './accounts.js';
import { cashiers } from './cashiers.js';
import { payments } from './payments.js';

/**
 * How a period's tips were shared between the workers (issue 16; Employment (Allocation of
 * Tips) Act 2023): equally, or by the hours each worked. Kept at least three years, as the
 * Act asks: no code path deletes these rows (only a merchant's own erasure cascades), and a
 * cashier removed stays named, since cashiers are soft-deleted.
 */
export const tipAllocations = pgTable(
  'tip_allocations',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    /** The merchant's local days shared, from and to inclusive ('yyyy-MM-dd'). */
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    method: text('method').$type<TipAllocationMethod>().notNull(),
    /**
     * The tips shared: every tip paid in the period, card and cash, that no earlier
     * allocation shared (the payments are linked in tip_allocation_payments).
     */
    totalPence: integer('total_pence').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    // Several allocations may cover one day: each shares the tips the ones before left.
    index('tip_allocations_client_from_idx').on(t.clientId, t.periodFrom),
    index('tip_allocations_client_to_idx').on(t.clientId, t.periodTo),
    check('tip_allocations_method_check', isOneOf(t.method, TIP_ALLOCATION_METHODS)),
    check('tip_allocations_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    check('tip_allocations_total_check', sql`${t.totalPence} >= 0`),
  ],
);

/** One worker's share of an allocation: what their statement lists. */
export const tipShares = pgTable(
  'tip_shares',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    allocationId: uuid('allocation_id').notNull(),
    cashierId: uuid('cashier_id').notNull(),
    /** Minutes worked, entered for an allocation by hours; null for an equal one. */
    minutesWorked: integer('minutes_worked'),
    sharePence: integer('share_pence').notNull(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.allocationId, () => tipAllocations, 'cascade'),
    tenantReference(t, t.cashierId, () => cashiers, 'cascade'),
    uniqueIndex('tip_shares_allocation_cashier_idx').on(t.clientId, t.allocationId, t.cashierId),
    index('tip_shares_client_cashier_idx').on(t.clientId, t.cashierId),
    check('tip_shares_share_check', sql`${t.sharePence} >= 0`),
    check('tip_shares_minutes_check', sql`${t.minutesWorked} is null or ${t.minutesWorked} >= 0`),
  ],
);

/**
 * The payments whose tip an allocation shared, with the tip as it was shared. A payment's
 * tip is shared at most once: the unique index refuses a second link, whatever the code does.
 */
export const tipAllocationPayments = pgTable(
  'tip_allocation_payments',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    allocationId: uuid('allocation_id').notNull(),
    // No cascade: a payment whose tip was shared is part of a record kept three years.
    paymentId: uuid('payment_id').notNull(),
    tipPence: integer('tip_pence').notNull(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.allocationId, () => tipAllocations, 'cascade'),
    tenantReference(t, t.paymentId, () => payments),
    uniqueIndex('tip_allocation_payments_payment_idx').on(t.clientId, t.paymentId),
    index('tip_allocation_payments_allocation_idx').on(t.clientId, t.allocationId),
    check('tip_allocation_payments_tip_check', sql`${t.tipPence} > 0`),
  ],
);
