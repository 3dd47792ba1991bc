import { uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

// Kept apart from columns.ts so that clients.ts can use the column helpers
// without an import cycle.

/** The tenant column: every tenant-owned row belongs to one client and is deleted with it. */
export const clientIdColumn = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });
