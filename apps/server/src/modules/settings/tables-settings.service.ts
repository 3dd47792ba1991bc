import type {
  TablesSettings,
  TablesSettingsResponse,
} from '@opentill/contract/settings/tables-settings.schemas';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import { lockClient } from '@/modules/clients/client-rows.service.js';
import { listTableRows, replaceTables } from '@/modules/menus/table-list.service.js';
import { countOpenOrdersByTable } from '@/modules/orders/table-open-orders.service.js';
import { auditSettings, changedFields } from './settings-changes.js';

/** GET settings/tables/: the tables in the till's order, each with its open orders. */
export const getTablesSettings = async (
  db: Db,
  clientId: string,
): Promise<TablesSettingsResponse> => {
  const [rows, open] = await Promise.all([
    listTableRows(db, clientId),
    countOpenOrdersByTable(db, clientId),
  ]);
  return { tables: rows.map((row) => ({ ...row, openOrderCount: open.get(row.id) ?? 0 })) };
};

const openOrdersSentence = (name: string, count: number) =>
  `Table ${name} has ${count === 1 ? 'an open order' : `${count} open orders`}: take payment or cancel ${count === 1 ? 'it' : 'them'} before deleting the table.`;

/**
 * PUT settings/tables/: the whole list in one transaction (one Save on the page). A table
 * of another merchant is not found (404); deleting one with an open order is refused (409).
 */
export const saveTablesSettings = (
  db: Db,
  clientId: string,
  input: TablesSettings,
  actor: AuditActor,
): Promise<TablesSettingsResponse> =>
  db.transaction(async (tx) => {
    // The merchant's lock: an order placed on a table meanwhile waits for the delete.
    await lockClient(tx, clientId);
    const before = await listTableRows(tx, clientId);
    const known = new Set(before.map((table) => table.id));
    if (input.tables.some((table) => table.id !== null && !known.has(table.id)))
      throw AppError.notFound('That table was not found: reload the page and try again.');
    const keptIds = new Set(input.tables.map((table) => table.id));
    const removed = before.filter((table) => !keptIds.has(table.id));
    if (removed.length > 0) {
      const open = await countOpenOrdersByTable(tx, clientId);
      const busy = removed.find((table) => (open.get(table.id) ?? 0) > 0);
      if (busy)
        throw AppError.detail('conflict', openOrdersSentence(busy.name, open.get(busy.id) ?? 0));
    }
    await replaceTables(
      tx,
      clientId,
      input.tables,
      removed.map((table) => table.id),
    );
    const after = await listTableRows(tx, clientId);
    await auditSettings(tx, {
      clientId,
      section: 'tables',
      changes: changedFields({ tables: before }, { tables: after }),
      actor,
    });
    return getTablesSettings(tx, clientId);
  });
