import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import type { cashiers } from '@/db/schema/index.js';

export type CashierRow = typeof cashiers.$inferSelect;

/** What leaves the server of a cashier: whether there is a PIN, never the PIN or its hash. */
export const toCashier = (row: CashierRow): Cashier => ({
  id: row.id,
  username: row.username,
  colour: row.colour,
  hasPin: row.pinHash !== null,
  hasEditPermission: row.hasEditPermission,
  isManager: row.isManager,
});
