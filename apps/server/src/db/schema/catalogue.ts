import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';
import { createdAtColumn, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { clients } from './clients.js';

// Categories and products are soft-deleted (deleted_at): order items keep
// pointing at the product they sold, and reports group by them.

// Allergens are a small map read with the row it belongs to ({milk: 'contains'}), never
// queried by allergen: a jsonb column keeps the till's product load at the queries it has,
// and tenancy comes with the row. Keys and levels are checked by the contract on write.
const allergensColumn = () => jsonb('allergens').$type<AllergenLevels>().notNull().default({});

const hexColour = (column: AnyPgColumn) => sql`${column} ~ '^#[0-9a-fA-F]{6}$'`;

/** A till category; categories nest through parent_category_id (the till's slug path). */
export const categories = pgTable(
  'categories',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    /** URL segment of the till's categorySlugPath; unique per merchant among live categories. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    parentCategoryId: uuid('parent_category_id'),
    backgroundColour: text('background_colour').notNull().default('#9e9e9e'),
    /** Order of tiles on the till. */
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.parentCategoryId, () => t, 'cascade'),
    // Partial, so a deleted category's slug can be used again.
    uniqueIndex('categories_client_slug_idx')
      .on(t.clientId, t.slug)
      .where(sql`${t.deletedAt} is null`),
    index('categories_client_parent_idx').on(t.clientId, t.parentCategoryId),
    check('categories_background_colour_check', hexColour(t.backgroundColour)),
  ],
);

export const products = pgTable(
  'products',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    // Categories are soft-deleted, so the link holds (no SET NULL under Citus).
    parentCategoryId: uuid('parent_category_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePence: integer('price_pence').notNull().default(0),
    /** The till asks for the price (priceOverride) instead of using price_pence. */
    hasVariablePrice: boolean('has_variable_price').notNull().default(false),
    measure: text('measure').notNull().default(''),
    /** Units in stock; null means stock is not tracked. May go negative when oversold. */
    stock: integer('stock'),
    /** A low_stock alert fires when tracked stock falls to or below this. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** VAT when eaten in, in basis points (2000 = 20%, 1250 = 12.5%); null = no VAT. */
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    /**
     * VAT when taken away (issue 16): a cold sandwich is 20% eaten in and 0% taken away.
     * Null = no VAT, as for the eat-in rate.
     */
    vatRateTakeawayBasisPoints: integer('vat_rate_takeaway_basis_points'),
    /** The product's own tile colour; null falls back to its category's. */
    selfColor: text('self_color'),
    /** Offered on the quick till (priced there by the cashier). */
    quickTill: boolean('quick_till').notNull().default(false),
    /** What the product says of each of the 14 allergens; a key left out is not stated. */
    allergens: allergensColumn(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.parentCategoryId, () => categories),
    index('products_client_category_idx').on(t.clientId, t.parentCategoryId, t.position),
    index('products_client_name_idx').on(t.clientId, t.name),
    check('products_price_check', sql`${t.pricePence} >= 0`),
    check(
      'products_vat_rate_check',
      sql`${t.vatRateBasisPoints} is null or ${t.vatRateBasisPoints} between 0 and 10000`,
    ),
    check(
      'products_vat_rate_takeaway_check',
      sql`${t.vatRateTakeawayBasisPoints} is null or ${t.vatRateTakeawayBasisPoints} between 0 and 10000`,
    ),
    // '#rgb' or '#rrggbb': the product form accepts any hex colour, the category form six digits.
    check(
      'products_self_color_check',
      sql`${t.selfColor} is null or ${t.selfColor} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`,
    ),
  ],
);

/**
 * A question asked when a product is added, e.g. "Milk" (single) or "Extras"
 * (multiple), defined once and attached to any number of products: editing it
 * changes it on every one of them. Order lines copy what they were sold with.
 */
export const optionSets = pgTable(
  'option_sets',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    label: text('label').notNull(),
    /** true: several choices may be picked; false: exactly one. */
    multiple: boolean('multiple').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [tenantKey(t), index('option_sets_client_label_idx').on(t.clientId, t.label)],
);

/** One answer to an option set, with the price it adds (may be 0). */
export const optionChoices = pgTable(
  'option_choices',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    optionSetId: uuid('option_set_id').notNull(),
    label: text('label').notNull(),
    pricePence: integer('price_pence').notNull().default(0),
    /** What choosing it adds of the 14 allergens (oat milk: gluten may contain). */
    allergens: allergensColumn(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.optionSetId, () => optionSets, 'cascade'),
    index('option_choices_client_set_idx').on(t.clientId, t.optionSetId),
    check('option_choices_price_check', sql`${t.pricePence} >= 0`),
  ],
);

/** Which option sets a product asks, in the order the till asks them. */
export const productOptionSets = pgTable(
  'product_option_sets',
  {
    clientId: clientIdColumn(),
    productId: uuid('product_id').notNull(),
    optionSetId: uuid('option_set_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.productId, t.optionSetId] }),
    tenantReference(t, t.productId, () => products, 'cascade'),
    tenantReference(t, t.optionSetId, () => optionSets, 'cascade'),
    // "Used by N products" and a set's deletion look products up by set.
    index('product_option_sets_client_set_idx').on(t.clientId, t.optionSetId),
  ],
);

/**
 * The merchant's catalogue version (issue 15): bumped by every catalogue write, so a till
 * knows whether its cached catalogue is current. A row of its own, so a catalogue edit never
 * waits on the order-number lock that clients' row carries.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
