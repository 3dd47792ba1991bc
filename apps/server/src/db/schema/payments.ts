import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CARD_ATTEMPT_KINDS,
  CARD_ATTEMPT_STATUSES,
  type CardAttemptKind,
  type CardAttemptStatus,
} from '@opentill/contract/orders/card-attempts';
import { createdAtColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { users } from './accounts.js';
import { cashiers } from './cashiers.js';
import { devices } from './devices.js';
import { orders } from './orders.js';
import { drawerSessions } from './drawer.js';
import { zReports } from './close-day.js';
import { paymentStatusValues, payTypeValues, type PaymentStatus, type PayType } from './values.js';

/**
 * The order's payment (spec: orderPayment), one per order, and (issue 16) the parts of a
 * split bill. The order's own row (is_part false) holds what is still to pay, and once
 * paid, the last part; each part paid before it is a row of its own, paid, with
 * is_part true. So every paid row is money taken, counted once by tender, and the parts
 * and the order's row add up to the order's total. Refund code locks a row
 * (SELECT ... FOR UPDATE) and keeps amount_refunded_pence as the running sum of its
 * refunds, so "never refund more than paid" is one check.
 */
export const payments = pgTable(
  'payments',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    orderId: uuid('order_id').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('requested'),
    payType: text('pay_type').$type<PayType>(),
    amountGrossPence: integer('amount_gross_pence').notNull(),
    /** Cash handed over, for the change shown at checkout. */
    amountTenderedPence: integer('amount_tendered_pence'),
    amountRefundedPence: integer('amount_refunded_pence').notNull().default(0),
    /** A part of a split bill paid before the last (issue 16); false for the order's own row. */
    isPart: boolean('is_part').notNull().default(false),
    /** A tip on this payment (issue 16): outside the sale and its VAT; cash tips are change kept. */
    tipPence: integer('tip_pence').notNull().default(0),
    /** Card terminal transaction id. */
    uti: text('uti'),
    retrievalReferenceNumber: text('retrieval_reference_number'),
    /** Masked card number from the terminal, e.g. '************1234'. */
    cardNumberMask: text('card_number_mask'),
    cashierId: uuid('cashier_id'),
    deviceId: uuid('device_id'),
    /** The till drawer a cash payment went into (issue 16); null for card, or with no drawer kept. */
    drawerSessionId: uuid('drawer_session_id'),
    /** The Z report that counted it (issue 16); null until the business day is closed. */
    zReportId: uuid('z_report_id'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.cashierId, () => cashiers),
    tenantReference(t, t.deviceId, () => devices),
    tenantReference(t, t.drawerSessionId, () => drawerSessions),
    tenantReference(t, t.zReportId, () => zReports),
    // One row of the order's own; its parts beside it.
    uniqueIndex('payments_client_order_idx')
      .on(t.clientId, t.orderId)
      .where(sql`not ${t.isPart}`),
    index('payments_client_order_parts_idx')
      .on(t.clientId, t.orderId)
      .where(sql`${t.isPart}`),
    // Reports and the transactions list read paid payments by time.
    index('payments_client_paid_at_idx').on(t.clientId, t.paidAt),
    index('payments_client_created_idx').on(t.clientId, t.createdAt),
    // A till's expected cash sums the payments of its drawer session.
    index('payments_client_drawer_idx')
      .on(t.clientId, t.drawerSessionId)
      .where(sql`${t.drawerSessionId} is not null`),
    // X and Z reports read the paid payments no Z has counted yet.
    index('payments_client_unclosed_idx')
      .on(t.clientId, t.paidAt)
      .where(sql`${t.zReportId} is null and ${t.status} = 'paid'`),
    // The open orders (issue 13's tabs): only the few unpaid payments, however many are paid.
    index('payments_client_open_idx')
      .on(t.clientId, t.createdAt)
      .where(sql`${t.status} = 'requested'`),
    check('payments_status_check', isOneOf(t.status, paymentStatusValues)),
    check(
      'payments_pay_type_check',
      sql`${t.payType} is null or ${isOneOf(t.payType, payTypeValues)}`,
    ),
    check(
      'payments_amounts_check',
      sql`${t.amountGrossPence} >= 0 and ${t.amountRefundedPence} between 0 and ${t.amountGrossPence}`,
    ),
    check('payments_tip_check', sql`${t.tipPence} >= 0`),
    check('payments_part_check', sql`not ${t.isPart} or ${t.status} = 'paid'`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    paymentId: uuid('payment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    notes: text('notes').notNull().default(''),
    /** The card terminal's reference for a card refund; null for cash. */
    retrievalReferenceNumber: text('retrieval_reference_number'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    deviceId: uuid('device_id'),
    /** The till drawer a cash refund came out of (issue 16). */
    drawerSessionId: uuid('drawer_session_id'),
    /** The Z report that counted it: a refund belongs to the day it was made. */
    zReportId: uuid('z_report_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.paymentId, () => payments, 'cascade'),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.deviceId, () => devices),
    tenantReference(t, t.drawerSessionId, () => drawerSessions),
    tenantReference(t, t.zReportId, () => zReports),
    index('refunds_client_unclosed_idx')
      .on(t.clientId, t.createdAt)
      .where(sql`${t.zReportId} is null`),
    index('refunds_client_payment_idx').on(t.clientId, t.paymentId),
    index('refunds_client_order_idx').on(t.clientId, t.orderId),
    index('refunds_client_created_idx').on(t.clientId, t.createdAt),
    index('refunds_client_drawer_idx')
      .on(t.clientId, t.drawerSessionId)
      .where(sql`${t.drawerSessionId} is not null`),
    check('refunds_amount_check', sql`${t.amountPence} > 0`),
  ],
);

/**
 * Every SALE or REFUND sent to the card terminal (issue 12). Kept per order so that
 * a wait the cashier cancels keeps its uti: a late approval is then recorded (the
 * order paid, or the refund counted) and a second charge is refused while one is
 * approved. `is_recorded` says the approval is counted in `payments`/`refunds`.
 */
export const cardAttempts = pgTable(
  'card_attempts',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<CardAttemptKind>().notNull(),
    uti: text('uti').notNull(),
    /** What the SALE charges: the part (or all that was due) and the tip. */
    amountPence: integer('amount_pence').notNull(),
    /** The tip inside amount_pence (issue 16). */
    tipPence: integer('tip_pence').notNull().default(0),
    /** The payment a REFUND returns, for a split bill (issue 16); null: the order's own. */
    paymentId: uuid('payment_id'),
    status: text('status').$type<CardAttemptStatus>().notNull().default('pending'),
    isRecorded: boolean('is_recorded').notNull().default(false),
    /**
     * What a recorded SALE charged beyond what it paid: the bill came to less while the
     * card was out (another till took a part). Shown on the order, to be refunded.
     */
    excessPence: integer('excess_pence').notNull().default(0),
    retrievalReferenceNumber: text('retrieval_reference_number'),
    cardNumberMask: text('card_number_mask'),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.paymentId, () => payments, 'cascade'),
    // A uti names one terminal transaction: it belongs to one attempt of one merchant.
    uniqueIndex('card_attempts_client_uti_idx').on(t.clientId, t.uti),
    index('card_attempts_client_order_idx').on(t.clientId, t.orderId),
    check('card_attempts_kind_check', isOneOf(t.kind, CARD_ATTEMPT_KINDS)),
    check('card_attempts_status_check', isOneOf(t.status, CARD_ATTEMPT_STATUSES)),
    check('card_attempts_amount_check', sql`${t.amountPence} > 0`),
    check('card_attempts_tip_check', sql`${t.tipPence} >= 0 and ${t.tipPence} < ${t.amountPence}`),
    check(
      'card_attempts_excess_check',
      sql`${t.excessPence} >= 0 and ${t.excessPence} <= ${t.amountPence}`,
    ),
  ],
);
