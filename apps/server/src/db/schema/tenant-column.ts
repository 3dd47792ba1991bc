import { getTableName } from 'drizzle-orm';
import { foreignKey, primaryKey, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

// Kept apart from columns.ts so that clients.ts can use the column helpers
// without an import cycle. Under Citus every merchant table is distributed by
// client_id (db/distribution-plan.ts), so its key and its links to other merchant
// tables carry client_id: a row can only point at a row of its own merchant.

/** The tenant column: every tenant-owned row belongs to one client and is deleted with it. */
export const clientIdColumn = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** A merchant row's own uuid: the key is (client_id, id), see tenantKey. */
export const tenantIdColumn = () => uuid('id').notNull().defaultRandom();

type Keyed<TName extends string> = {
  clientId: AnyPgColumn<{ tableName: TName }>;
  id: AnyPgColumn<{ tableName: TName }>;
};

/** The primary key of a merchant table: (client_id, id). */
export const tenantKey = <TName extends string>(t: Keyed<TName>) =>
  primaryKey({ columns: [t.clientId, t.id] });

/**
 * A link to another merchant table's row, (client_id, column) → (client_id, id). Only
 * CASCADE or NO ACTION: Citus refuses SET NULL here, since it would null client_id too,
 * so a service that deletes a row others name clears those names first.
 */
export const tenantReference = <TName extends string, TTarget extends string>(
  t: { clientId: AnyPgColumn<{ tableName: TName }> },
  column: AnyPgColumn<{ tableName: TName }>,
  target: () => Keyed<TTarget>,
  onDelete: 'cascade' | 'no action' = 'no action',
) =>
  foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fk`,
    columns: [t.clientId, column],
    foreignColumns: [target().clientId, target().id],
  }).onDelete(onDelete);
