import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, isOneOf, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { categories, products } from './catalogue.js';
import { tillViewValues, type TillView } from './values.js';

/** One of the quick till's five product buttons (positions 0 to 4). */
export const quickTillPositions = pgTable(
  'quick_till_positions',
  {
    clientId: clientIdColumn(),
    positionId: integer('position_id').notNull(),
    productId: uuid('product_id').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.positionId] }),
    tenantReference(t, t.productId, () => products, 'cascade'),
    index('quick_till_positions_client_product_idx').on(t.clientId, t.productId),
    check('quick_till_positions_position_check', sql`${t.positionId} between 0 and 4`),
  ],
);

/**
 * The till's Favourites page: products the merchant put there in edit mode, in the order
 * they chose (positions dense, 0..n-1). A deleted product drops out of the list it reads.
 */
export const favouriteProducts = pgTable(
  'favourite_products',
  {
    clientId: clientIdColumn(),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.productId] }),
    tenantReference(t, t.productId, () => products, 'cascade'),
    index('favourite_products_client_position_idx').on(t.clientId, t.position),
    check('favourite_products_position_check', sql`${t.position} >= 0`),
  ],
);

/** Which tills a merchant uses; one row per merchant (absent = defaults). */
export const tillConfig = pgTable(
  'till_config',
  {
    clientId: clientIdColumn().primaryKey(),
    featureQuickTill: boolean('feature_quick_till').notNull().default(true),
    featureFullTill: boolean('feature_full_till').notNull().default(true),
    defaultTillView: text('default_till_view').$type<TillView>().notNull().default('full_till'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('till_config_default_till_view_check', isOneOf(t.defaultTillView, tillViewValues))],
);

export const menus = pgTable(
  'menus',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [tenantKey(t), index('menus_client_idx').on(t.clientId, t.position)],
);

const hhmm = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** When a menu is served: a weekday (0 = Monday) and 'HH:mm' times in the merchant's zone. */
export const menuTimes = pgTable(
  'menu_times',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    menuId: uuid('menu_id').notNull(),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.menuId, () => menus, 'cascade'),
    index('menu_times_client_weekday_idx').on(t.clientId, t.weekday, t.startTime),
    index('menu_times_client_menu_idx').on(t.clientId, t.menuId),
    check('menu_times_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'menu_times_times_check',
      sql`${t.startTime} ~ ${sql.raw(hhmm)} and ${t.endTime} ~ ${sql.raw(hhmm)}`,
    ),
  ],
);

/**
 * The categories a menu shows (issue 14). Stored and shown in Settings; the till does
 * not filter by them yet.
 */
export const menuCategories = pgTable(
  'menu_categories',
  {
    clientId: clientIdColumn(),
    menuId: uuid('menu_id').notNull(),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.menuId, t.categoryId] }),
    tenantReference(t, t.menuId, () => menus, 'cascade'),
    tenantReference(t, t.categoryId, () => categories, 'cascade'),
    index('menu_categories_client_category_idx').on(t.clientId, t.categoryId),
  ],
);

/** A dining table for table-service orders. */
export const diningTables = pgTable(
  'tables',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [tenantKey(t), uniqueIndex('tables_client_name_idx').on(t.clientId, t.name)],
);
