import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DRAWER_MOVEMENT_KINDS,
  type DenominationCounts,
  type DrawerMovementKind,
} from '@opentill/contract/drawer/denominations';
import { createdAtColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { users } from './accounts.js';
import { cashiers } from './cashiers.js';
import { devices } from './devices.js';
import { zReports } from './close-day.js';

/** A blind count of the drawer, kept whether or not it closed the session. */
export type DrawerCount = {
  counts: DenominationCounts;
  totalPence: number;
  countedAt: string;
  cashierId: string | null;
  userId: string | null;
};

/**
 * A till's cash drawer from "Open till" (a counted float) to its cash-up (issue 16).
 * One open session per till: cash sales, cash refunds, pay-ins and pay-outs on that
 * till belong to it, so its expected cash is theirs and the float's alone.
 */
export const drawerSessions = pgTable(
  'drawer_sessions',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    deviceId: uuid('device_id').notNull(),
    floatPence: integer('float_pence').notNull(),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    openedByCashierId: uuid('opened_by_cashier_id'),
    openedByUserId: uuid('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Every count made at cash-up, oldest first: a recount never hides the first. */
    counts: jsonb('counts')
      .$type<DrawerCount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Frozen at close: what the drawer should have held, what was counted, the difference. */
    expectedPence: integer('expected_pence'),
    countedPence: integer('counted_pence'),
    variancePence: integer('variance_pence'),
    varianceReason: text('variance_reason'),
    /** The manager whose PIN let a variance over the merchant's tolerance through. */
    approvedByCashierId: uuid('approved_by_cashier_id'),
    closedAt: timestamptz('closed_at'),
    closedByCashierId: uuid('closed_by_cashier_id'),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Z report that counted its cash-up. */
    zReportId: uuid('z_report_id'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.deviceId, () => devices),
    tenantReference(t, t.openedByCashierId, () => cashiers),
    tenantReference(t, t.approvedByCashierId, () => cashiers),
    tenantReference(t, t.closedByCashierId, () => cashiers),
    tenantReference(t, t.zReportId, () => zReports),
    // The lock behind "one open session per till": a second Open till fails here.
    uniqueIndex('drawer_sessions_open_idx')
      .on(t.clientId, t.deviceId)
      .where(sql`${t.closedAt} is null`),
    index('drawer_sessions_client_opened_idx').on(t.clientId, t.openedAt),
    check('drawer_sessions_float_check', sql`${t.floatPence} >= 0`),
  ],
);

/** Pay in, pay out and No sale on an open drawer, each with who and why. */
export const drawerMovements = pgTable(
  'drawer_movements',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    sessionId: uuid('session_id').notNull(),
    kind: text('kind').$type<DrawerMovementKind>().notNull(),
    /** Pence into the drawer (pay in) or out of it (pay out), always positive; 0 for No sale. */
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    cashierId: uuid('cashier_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedByCashierId: uuid('approved_by_cashier_id'),
    zReportId: uuid('z_report_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.sessionId, () => drawerSessions),
    tenantReference(t, t.cashierId, () => cashiers),
    tenantReference(t, t.approvedByCashierId, () => cashiers),
    tenantReference(t, t.zReportId, () => zReports),
    index('drawer_movements_client_session_idx').on(t.clientId, t.sessionId, t.createdAt),
    check('drawer_movements_kind_check', isOneOf(t.kind, DRAWER_MOVEMENT_KINDS)),
    check(
      'drawer_movements_amount_check',
      sql`(${t.kind} = 'no_sale' and ${t.amountPence} = 0) or (${t.kind} <> 'no_sale' and ${t.amountPence} > 0)`,
    ),
  ],
);
