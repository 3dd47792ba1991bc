import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns.js';
import { clientIdColumn } from './tenant-column.js';
import { products } from './catalogue.js';

/** A product label such as "V" (vegetarian) or "GF" (gluten free). */
export const attributes = pgTable(
  'attributes',
  {
    id: idColumn(),
    clientId: clientIdColumn(),
    name: text('name').notNull(),
    shortLabel: text('short_label').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('attributes_client_idx').on(t.clientId, t.name),
    // "V" and "v" would read the same on a tile.
    uniqueIndex('attributes_client_short_label_idx').on(t.clientId, sql`lower(${t.shortLabel})`),
  ],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    clientId: clientIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.productId, t.attributeId] }),
    index('product_attributes_client_attribute_idx').on(t.clientId, t.attributeId),
  ],
);
