import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey } from './tenant-column.js';

/** Who an order is for (delivery address, receipt email or phone). */
export const customers = pgTable(
  'customers',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    over18: boolean('over_18').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    index('customers_client_phone_idx').on(t.clientId, t.phone),
    index('customers_client_email_idx').on(t.clientId, t.email),
  ],
);
