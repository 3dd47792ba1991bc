import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';
import { createdAtColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { categories, products } from './catalogue.js';
import { orders } from './orders.js';
import { users } from './accounts.js';
import { cashiers } from './cashiers.js';
import { zReports } from './close-day.js';
import { orderItemStatusValues, type OrderItemStatus } from './values.js';

// Order lines copy the catalogue's names and prices at the time of sale, so a
// receipt or report never changes when the catalogue is edited later. One row
// is one unit: the till sends a line per unit.

export const orderItems = pgTable(
  'order_items',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id').notNull(),
    // Categories are soft-deleted, so the link holds (no SET NULL under Citus).
    categoryId: uuid('category_id'),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull().default(''),
    measure: text('measure').notNull().default(''),
    categoryName: text('category_name').notNull().default(''),
    status: text('status').$type<OrderItemStatus>().notNull().default('requested'),
    /** The price used: the catalogue price, or the allowed override. */
    unitPricePence: integer('unit_price_pence').notNull(),
    /** Set when the till priced the line itself (variable-price and quick-till products). */
    priceOverridePence: integer('price_override_pence'),
    optionsPence: integer('options_pence').notNull().default(0),
    /** unit_price_pence + options_pence. */
    costPence: integer('cost_pence').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /**
     * The product's allergens with those of the chosen options, as they were when sold
     * (combineAllergens): the kitchen and the receipt show what the line held then.
     */
    allergens: jsonb('allergens').$type<AllergenLevels>().notNull().default({}),
    /** Line order within the order, as rung up. */
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    readyAt: timestamptz('ready_at'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.productId, () => products),
    tenantReference(t, t.categoryId, () => categories),
    index('order_items_client_order_idx').on(t.clientId, t.orderId, t.position),
    index('order_items_client_product_idx').on(t.clientId, t.productId),
    check('order_items_status_check', isOneOf(t.status, orderItemStatusValues)),
    check(
      'order_items_money_check',
      sql`${t.unitPricePence} >= 0 and ${t.optionsPence} >= 0 and ${t.costPence} = ${t.unitPricePence} + ${t.optionsPence}`,
    ),
  ],
);

/** A chosen option (spec: optionalItems) on an order item, copied from the catalogue. */
export const orderItemOptions = pgTable(
  'order_item_options',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    orderItemId: uuid('order_item_id').notNull(),
    // Copies, not links (no foreign key): a choice or set edited or deleted later must not
    // change a past line, and the id the till sent is what the order shows.
    optionChoiceId: uuid('option_choice_id'),
    optionId: uuid('option_id'),
    optionLabel: text('option_label').notNull().default(''),
    /** The choice's label, e.g. "Oat". */
    label: text('label').notNull(),
    pricePence: integer('price_pence').notNull().default(0),
    /** Order within the item, as chosen: the receipt and kitchen list options in this order. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderItemId, () => orderItems, 'cascade'),
    index('order_item_options_client_item_idx').on(t.clientId, t.orderItemId),
    check('order_item_options_price_check', sql`${t.pricePence} >= 0`),
  ],
);

/**
 * A line voided from an open order (issue 16): the line leaves the order, so no reader
 * of order_items has to skip it, and its copy is kept here with why, who and the
 * approving manager, for the X and Z reports' voids.
 */
export const orderVoids = pgTable(
  'order_voids',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    orderId: uuid('order_id').notNull(),
    orderItemId: uuid('order_item_id').notNull(),
    productName: text('product_name').notNull(),
    /** What the line cost, less any discount taken off it alone. */
    costPence: integer('cost_pence').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /** The line as it was, options and its own discount included, for the record. */
    line: jsonb('line').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    cashierId: uuid('cashier_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedByCashierId: uuid('approved_by_cashier_id'),
    /** The Z that counted it; a void committed as a Z ran goes to the next one. */
    zReportId: uuid('z_report_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderId, () => orders, 'cascade'),
    tenantReference(t, t.cashierId, () => cashiers),
    tenantReference(t, t.approvedByCashierId, () => cashiers),
    tenantReference(t, t.zReportId, () => zReports),
    index('order_voids_client_created_idx').on(t.clientId, t.createdAt),
    index('order_voids_client_order_idx').on(t.clientId, t.orderId),
  ],
);
