import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import type { ClosedDay, OpeningHours } from './values.js';
import type {
  Approvals,
  DiscountPreset,
} from '@opentill/contract/settings/discount-settings.schemas';

/**
 * A merchant (tenant). Feature flags and settings live on the row itself: they
 * are read on almost every request, and one row per tenant keeps that a
 * primary-key lookup.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The merchant identifier of X-DT-SCHEMA and magic links, e.g. 'corner-cafe'. */
    identifier: text('identifier').notNull().unique(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    featureEatIn: boolean('feature_eat_in').notNull().default(false),
    featureInStore: boolean('feature_in_store').notNull().default(false),
    featureTakeaway: boolean('feature_takeaway').notNull().default(false),
    featureHomeDelivery: boolean('feature_home_delivery').notNull().default(false),
    featureClickAndCollect: boolean('feature_click_and_collect').notNull().default(false),
    featureDelivery: boolean('feature_delivery').notNull().default(false),
    // Restaurant and store modes are derived from these (deriveClientModes), not stored.
    waitTimeMinutes: integer('wait_time_minutes').notNull().default(15),
    deliveryCostPence: integer('delivery_cost_pence').notNull().default(0),
    /** The delivery charge applies when the items total is below this. */
    deliveryCostCutoffPence: integer('delivery_cost_cutoff_pence').notNull().default(0),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    /** Printed under the name on receipts once the merchant is VAT registered. */
    vatNumber: text('vat_number').notNull().default(''),
    /** Printed on receipts; several lines allowed. */
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The merchant's own words above and below the receipt (a welcome, a returns policy). */
    receiptHeader: text('receipt_header').notNull().default(''),
    receiptFooter: text('receipt_footer').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The hidden home of superadmins made from the command line (issue 14): never listed
     * as a merchant, and not counted when deciding whether this is a first start.
     */
    isPlatform: boolean('is_platform').notNull().default(false),
    logo: text('logo'),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    /** Holidays, sorted by date: no slots are offered on them. A few a year, so on the row. */
    closedDays: jsonb('closed_days')
      .$type<ClosedDay[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** argon2 hash of the terminal log-in and refund PIN. */
    terminalPinHash: text('terminal_pin_hash'),
    hospitalityMode: boolean('hospitality_mode').notNull().default(false),
    /** Whether the kitchen lists an order before it is paid; yes suits tables that pay after eating. */
    sendUnpaidToKitchen: boolean('send_unpaid_to_kitchen').notNull().default(true),
    /** Whether a takeaway asks the customer's name to call out; off, Pay goes straight to payment. */
    takeawayAsksName: boolean('takeaway_asks_name').notNull().default(true),
    /**
     * Settings → Till (issue 16): each till opens with a counted float and is cashed up;
     * off for a merchant that takes no cash or keeps no drawer.
     */
    cashDrawer: boolean('cash_drawer').notNull().default(false),
    /** A cash-up further out than this (either way) needs a manager's PIN and a reason. */
    cashVarianceTolerancePence: integer('cash_variance_tolerance_pence').notNull().default(500),
    /** Settings → Discounts (issue 16): the till's one-tap discounts ("Staff 50%"). */
    /**
     * A service charge on eat-in bills (issue 16), in percent; null for none. Optional, it
     * is added unless the customer declines and sits outside VAT; mandatory, it is always
     * added, is taxed at the meal's rates, and eat-in prices are shown with it.
     */
    serviceChargePercent: doublePrecision('service_charge_percent'),
    serviceChargeMandatory: boolean('service_charge_mandatory').notNull().default(false),
    discountPresets: jsonb('discount_presets')
      .$type<DiscountPreset[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Which actions need a manager's PIN. */
    approvals: jsonb('approvals')
      .$type<Approvals>()
      .notNull()
      .default(
        sql`'{"discountOverPercent":null,"voidAfterSend":false,"refunds":false,"noSale":false,"priceOverride":false}'::jsonb`,
      ),
    /** Settings → Allergens: whether receipts print each line's allergens. */
    receiptShowsAllergens: boolean('receipt_shows_allergens').notNull().default(false),
    /** Denormalised from availability_pauses so "is ordering paused" is one row read. */
    orderingPausedUntil: timestamptz('ordering_paused_until'),
    orderingPausedIndefinitely: boolean('ordering_paused_indefinitely').notNull().default(false),
    /** Next order number to allocate; incremented inside the order's transaction. */
    nextOrderNumber: integer('next_order_number').notNull().default(1),
    /**
     * Next receipt number (issue 16): given when a VAT-registered merchant's order is paid,
     * in the payment's transaction, so a rolled-back payment leaves no gap.
     */
    nextReceiptNumber: integer('next_receipt_number').notNull().default(1),
    supportEmail: text('support_email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('clients_wait_time_check', sql`${t.waitTimeMinutes} >= 0`),
    check(
      'clients_delivery_cost_check',
      sql`${t.deliveryCostPence} >= 0 and ${t.deliveryCostCutoffPence} >= 0`,
    ),
    check('clients_next_order_number_check', sql`${t.nextOrderNumber} >= 1`),
    check('clients_next_receipt_number_check', sql`${t.nextReceiptNumber} >= 1`),
    check('clients_cash_variance_tolerance_check', sql`${t.cashVarianceTolerancePence} >= 0`),
  ],
);
