import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns.js';
import { clientIdColumn, tenantIdColumn, tenantKey } from './tenant-column.js';

/**
 * A till operator, signed in on a shared device with an optional PIN.
 * Soft-deleted (deleted_at) because orders and payments keep pointing at it
 * for the per-cashier report.
 */
export const cashiers = pgTable(
  'cashiers',
  {
    id: tenantIdColumn(),
    clientId: clientIdColumn(),
    username: text('username').notNull(),
    /** Tile colour, '#rrggbb'. */
    colour: text('colour').notNull().default('#9e9e9e'),
    /** argon2 hash; null means the cashier signs in without a PIN. */
    pinHash: text('pin_hash'),
    hasEditPermission: boolean('has_edit_permission').notNull().default(false),
    /** A manager's PIN approves what the merchant says needs one (issue 16): a large cash-up variance. */
    isManager: boolean('is_manager').notNull().default(false),
    createdAt: createdAtColumn(),
    deletedAt: timestamptz('deleted_at'),
  },
  // No check on colour: the spec sets no rules on cashier fields.
  (t) => [tenantKey(t), index('cashiers_client_idx').on(t.clientId, t.username)],
);
