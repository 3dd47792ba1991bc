import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey, tenantReference } from './tenant-column.js';
import { products } from './catalogue.js';

/** A product label such as "V" (vegetarian) or "GF" (gluten free). */
export const attributes = pgTable(
  'attributes',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    name: text('name').notNull(),
    shortLabel: text('short_label').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    tenantKey(t),
    index('attributes_client_idx').on(t.clientId, t.name),
    // "V" and "v" would read the same on a tile.
    uniqueIndex('attributes_client_short_label_idx').on(t.clientId, sql`lower(${t.shortLabel})`),
  ],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    clientId: clientIdColumn(),
    productId: uuid('product_id').notNull(),
    attributeId: uuid('attribute_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.productId, t.attributeId] }),
    tenantReference(t, t.productId, () => products, 'cascade'),
    tenantReference(t, t.attributeId, () => attributes, 'cascade'),
    index('product_attributes_client_attribute_idx').on(t.clientId, t.attributeId),
  ],
);
