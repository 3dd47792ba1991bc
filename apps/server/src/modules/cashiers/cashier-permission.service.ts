import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { cashiers } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { hasGroup } from '@/http/guards.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import type { ClientRow, Principal } from '@/modules/session/session.service.js';
import { MANAGER_GRANT_MESSAGES } from '@opentill/contract/cashiers/cashier-messages';

export type Editor = { client: ClientRow; actor: AuditActor };

const liveCashiersOf = (clientId: string) =>
  and(eq(cashiers.clientId, clientId), isNull(cashiers.deletedAt));

const cashierMayEdit = async (db: Db, clientId: string, cashierId: string): Promise<boolean> => {
  const [cashier] = await db
    .select({ hasEditPermission: cashiers.hasEditPermission })
    .from(cashiers)
    .where(and(liveCashiersOf(clientId), eq(cashiers.id, cashierId)))
    .limit(1);
  return cashier?.hasEditPermission === true;
};

/** Whether any live cashier of the merchant may edit: until one does, the owner sets up. */
export const hasCashierEditor = async (db: Db, clientId: string): Promise<boolean> => {
  const [editor] = await db
    .select({ id: cashiers.id })
    .from(cashiers)
    .where(and(liveCashiersOf(clientId), eq(cashiers.hasEditPermission, true)))
    .limit(1);
  return editor !== undefined;
};

/**
 * Creating, editing and deleting products, categories, cashiers, quick-till
 * positions and till config (spec 001 §6). Cafés log the till in as the owner, so
 * the session's employee says little about who is at the till:
 * - a cashier signed in on the session: that cashier's edit permission decides,
 *   whoever the employee is;
 * - no cashier signed in: a superadmin (OpenTill support, who can recover a
 *   merchant whose only editor forgot the PIN), or an owner while no live cashier
 *   may edit (a new merchant adding its first cashiers). Once a cashier may edit,
 *   editing goes through signing in as them, so tapping "Switch" never opens it.
 * Anyone else gets the permission 403. Read from the database on every call, so
 * a permission taken away holds at once.
 */
export const requireCatalogueEditor = async (db: Db, principal: Principal): Promise<Editor> => {
  const { client, user, device, cashierId } = principal;
  if (!client || (!user && !device)) throw AppError.unauthenticated();
  const actor = { userId: user?.id ?? null, deviceId: device?.id ?? null, cashierId };
  if (cashierId) {
    if (await cashierMayEdit(db, client.id, cashierId)) return { client, actor };
    throw AppError.forbidden();
  }
  if (hasGroup(user, ['superadmin'])) return { client, actor };
  if (hasGroup(user, ['owner']) && !(await hasCashierEditor(db, client.id)))
    return { client, actor };
  throw AppError.forbidden();
};

const liveManager = async (db: Db, clientId: string, cashierId: string): Promise<boolean> => {
  const [cashier] = await db
    .select({ id: cashiers.id })
    .from(cashiers)
    .where(and(liveCashiersOf(clientId), eq(cashiers.id, cashierId), eq(cashiers.isManager, true)))
    .limit(1);
  return cashier !== undefined;
};

/** Whether the cashier is a live manager of the merchant: their PIN approves (issue 16). */
export const isManagerCashier = liveManager;

/**
 * Making a cashier a manager, or changing a manager's PIN, is itself a manager's act
 * (issue 16): otherwise any cashier who may edit could make themselves a manager and
 * approve their own shortfall. A manager signed in on the till may; with no cashier
 * signed in, a superadmin, or an owner while the merchant has no manager yet. Refused
 * as a 400 on the field, since a 403 would log the till out (spec 001 §6).
 */
export const requireManagerGrant = async (
  db: Db,
  principal: Principal,
  field: 'is_manager' | 'pin',
): Promise<void> => {
  const { client, user, cashierId } = principal;
  if (!client) throw AppError.unauthenticated();
  if (cashierId) {
    if (await liveManager(db, client.id, cashierId)) return;
  } else if (hasGroup(user, ['superadmin'])) {
    return;
  } else if (hasGroup(user, ['owner'])) {
    const [anyManager] = await db
      .select({ id: cashiers.id })
      .from(cashiers)
      .where(and(liveCashiersOf(client.id), eq(cashiers.isManager, true)))
      .limit(1);
    if (!anyManager) return;
  }
  throw AppError.field(
    field,
    field === 'is_manager' ? MANAGER_GRANT_MESSAGES.isManager : MANAGER_GRANT_MESSAGES.pin,
  );
};
