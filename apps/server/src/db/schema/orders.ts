import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { users } from './accounts.js';
import { cashiers } from './cashiers.js';
import { zReports } from './close-day.js';
import { customers } from './customers.js';
import { devices } from './devices.js';
import { diningTables } from './till.js';
import {
  deliverToValues,
  orderStatusValues,
  payTypeValues,
  type DeliverTo,
  type OrderStatus,
  type PayType,
} from './values.js';

/** Who a full VAT invoice was made out to (issue 16), kept so a reprint says the same. */
export type VatInvoiceTo = { name: string; address: string; issuedAt: string };

/** Both totals of an offline sale whose prices changed, in pence. */
export type PriceReview = { tillTotal: number; catalogueTotal: number };

/**
 * An order. The money columns are the server's own computation (DESIGN.md §2):
 * total_cost_pence = items_total_pence + delivery_charge_pence + adjustments_total_pence.
 */
export const orders = pgTable(
  'orders',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    /** Sequential per merchant, allocated from clients.next_order_number. */
    orderNumber: integer('order_number').notNull(),
    /** A VAT-registered merchant's receipt number, gap-free, given when the order is paid. */
    receiptNumber: integer('receipt_number'),
    /** Set once a full VAT invoice is made out for the paid order; a reprint is a copy of it. */
    vatInvoice: jsonb('vat_invoice').$type<VatInvoiceTo>(),
    status: text('status').$type<OrderStatus>().notNull().default('requested'),
    deliverTo: text('deliver_to').$type<DeliverTo>().notNull(),
    // Deleting a customer or a table clears these first (no SET NULL under Citus).
    customerId: uuid('customer_id'),
    tableId: uuid('table_id'),
    /** The table's name when ordered, kept if the table is renamed or removed. */
    tableName: text('table_name'),
    notes: text('notes').notNull().default(''),
    /** Start of the booked click-and-collect or home-delivery slot. */
    orderDatetimeSlot: timestamptz('order_datetime_slot'),
    /** Where the order came from: 'tpos' (the till) or 'online'. */
    source: text('source').notNull().default('tpos'),
    /** How the customer means to pay, chosen at checkout; the payment row holds what happened. */
    paymentType: text('payment_type').$type<PayType>(),
    cashierId: uuid('cashier_id'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    deviceId: uuid('device_id'),
    itemsTotalPence: integer('items_total_pence').notNull().default(0),
    deliveryChargePence: integer('delivery_charge_pence').notNull().default(0),
    /** Sum of price_adjustments (negative for discounts). */
    adjustmentsTotalPence: integer('adjustments_total_pence').notNull().default(0),
    totalCostPence: integer('total_cost_pence').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * Bumped by every change to the order (status, items, payment, refunds, cancel), in the
     * statement that makes it; live events carry it so a screen can tell stale from new.
     */
    version: integer('version').notNull().default(1),
    readyAt: timestamptz('ready_at'),
    /** When it reached fulfilled, delivered or collected. */
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** Why an unpaid order was cancelled, and who by (issue 16); null before reasons. */
    cancelReason: text('cancel_reason'),
    cancelledByCashierId: uuid('cancelled_by_cashier_id'),
    /** The Z that counted this cancelled order among the day's voids (issue 16). */
    zReportId: uuid('z_report_id'),
    /** Issue 15: the till's own number for the sale (with device_id, its ticket "T2-0142"). */
    deviceSeq: integer('device_seq'),
    /** When a till sold it while the server could not be reached; null for a sale made online. */
    soldOfflineAt: timestamptz('sold_offline_at'),
    /** The catalogue version the till priced with, and the total it showed. */
    catalogueVersion: integer('catalogue_version'),
    tillTotalPence: integer('till_total_pence'),
    /** Set when an offline sale's till total differed from the catalogue's: the order keeps the till's. */
    priceReview: jsonb('price_review').$type<PriceReview>(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.customerId, () => customers),
    tenantReference(t, t.tableId, () => diningTables),
    tenantReference(t, t.cashierId, () => cashiers),
    tenantReference(t, t.deviceId, () => devices),
    tenantReference(t, t.cancelledByCashierId, () => cashiers),
    tenantReference(t, t.zReportId, () => zReports),
    uniqueIndex('orders_client_number_idx').on(t.clientId, t.orderNumber),
    uniqueIndex('orders_client_receipt_number_idx')
      .on(t.clientId, t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    // Ascending on purpose: scanned backwards they serve ORDER BY created_at DESC
    // (NULLS FIRST), which a DESC index (drizzle adds NULLS LAST) would not.
    index('orders_client_created_idx').on(t.clientId, t.createdAt),
    // The X and Z reports read the cancelled orders no Z has counted yet.
    index('orders_client_unclosed_cancel_idx')
      .on(t.clientId, t.cancelledAt)
      .where(sql`${t.status} = 'cancelled' and ${t.zReportId} is null`),
    index('orders_client_status_idx').on(t.clientId, t.status, t.createdAt),
    index('orders_client_deliver_status_idx').on(t.clientId, t.deliverTo, t.status, t.createdAt),
    index('orders_client_customer_idx').on(t.clientId, t.customerId),
    // Slot availability counts the orders booked into each slot.
    index('orders_client_slot_idx')
      .on(t.clientId, t.orderDatetimeSlot)
      .where(sql`${t.orderDatetimeSlot} is not null`),
    // A till's retry of a sale it already sent must not become a second order.
    uniqueIndex('orders_client_device_seq_idx')
      .on(t.clientId, t.deviceId, t.deviceSeq)
      .where(sql`${t.deviceSeq} is not null`),
    check('orders_status_check', isOneOf(t.status, orderStatusValues)),
    check('orders_deliver_to_check', isOneOf(t.deliverTo, deliverToValues)),
    check(
      'orders_payment_type_check',
      sql`${t.paymentType} is null or ${isOneOf(t.paymentType, payTypeValues)}`,
    ),
    check('orders_order_number_check', sql`${t.orderNumber} >= 1`),
    check(
      'orders_totals_check',
      sql`${t.itemsTotalPence} >= 0 and ${t.deliveryChargePence} >= 0 and ${t.totalCostPence} >= 0`,
    ),
  ],
);

/** A discount or surcharge on an order (negative amount = discount). */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    orderId: uuid('order_id').notNull(),
    label: text('label').notNull().default(''),
    amountPence: integer('amount_pence').notNull(),
    /**
     * A percentage discount's percentage (10 for "10% off"), null for a fixed amount:
     * a round added to an open order re-prices it on the new items total (issue 13).
     */
    percentOff: doublePrecision('percent_off'),
    /**
     * A percentage surcharge's percentage: the service charge (issue 16), re-priced on the
     * items after their discounts whenever a round is added or a line voided.
     */
    percentOn: doublePrecision('percent_on'),
    /** Order within the order, as entered (rows of one order share created_at). */
    position: integer('position').notNull().default(0),
    /**
     * The line it is taken off (issue 16), or null for the whole order. No foreign key:
     * a void removes the line and its discount together (order_voids keeps both).
     */
    orderItemId: uuid('order_item_id'),
    /** Why (discount-reasons.ts); null for a surcharge or an order from before reasons. */
    reasonCode: text('reason_code'),
    /** The manager whose PIN let a discount over the merchant's limit through. */
    approvedByCashierId: uuid('approved_by_cashier_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.approvedByCashierId, () => cashiers),
    index('price_adjustments_client_order_idx').on(t.clientId, t.orderId),
    check(
      'price_adjustments_percent_on_check',
      sql`${t.percentOn} is null or (${t.percentOn} > 0 and ${t.percentOn} <= 100)`,
    ),
    check(
      'price_adjustments_percent_off_check',
      sql`${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} <= 100)`,
    ),
  ],
);
