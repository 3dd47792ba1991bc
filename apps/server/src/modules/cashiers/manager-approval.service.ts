import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { Db } from '@/db/client.js';
import { cashiers } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { createPinLockout } from '@/http/pin-lockout.js';
import { verifySecret } from '@/modules/auth/password-hash.js';

// A manager's PIN lets through what the merchant says needs one (issue 16). The manager
// is chosen by name and proves it with their own PIN, so the approval names one person;
// wrong PINs count against that manager as a cashier log-in's do.

/** The merchant's managers who can approve (a PIN is how they do), by name. */
export const listManagers = (db: Db, clientId: string) =>
  db
    .select({ id: cashiers.id, username: cashiers.username })
    .from(cashiers)
    .where(
      and(
        eq(cashiers.clientId, clientId),
        eq(cashiers.isManager, true),
        isNull(cashiers.deletedAt),
        isNotNull(cashiers.pinHash),
      ),
    )
    .orderBy(cashiers.username);

/** The approving manager's id once their PIN is right; refuses anyone else, field by field. */
export const approveByManager = async (
  db: Db,
  clientId: string,
  managerId: string,
  pin: string,
  /** The form's names for the two fields, where `pin` is already another PIN's. */
  fields: { manager: string; pin: string } = { manager: 'manager_id', pin: 'pin' },
): Promise<string> => {
  const [manager] = await db
    .select({ id: cashiers.id, pinHash: cashiers.pinHash })
    .from(cashiers)
    .where(
      and(
        eq(cashiers.clientId, clientId),
        eq(cashiers.id, managerId),
        eq(cashiers.isManager, true),
        isNull(cashiers.deletedAt),
      ),
    );
  if (!manager) throw AppError.field(fields.manager, m.managerRequired);
  // A manager without a PIN could be approved by anyone who picks their name.
  const { pinHash } = manager;
  if (pinHash === null) throw AppError.field(fields.pin, m.managerPinWrong);
  await createPinLockout(db, 'manager.pin').attempt(
    `${clientId}:approve:${manager.id}`,
    async () => {
      if (!(await verifySecret(pinHash, pin))) throw AppError.field(fields.pin, m.managerPinWrong);
    },
  );
  return manager.id;
};

/**
 * The manager who lets an action through (issue 16): the cashier signed in on this
 * session when they are a manager (never one merely named in a request), else the manager
 * named with their own PIN; without one, the caller's own refusal says what needs it.
 */
export const approverOf = async (
  db: Db,
  clientId: string,
  signedInCashierId: string | null,
  approval: { managerId: string; pin: string } | null | undefined,
  refusal: () => AppError,
  fields?: { manager: string; pin: string },
): Promise<string> => {
  if (signedInCashierId) {
    const [manager] = await db
      .select({ id: cashiers.id })
      .from(cashiers)
      .where(
        and(
          eq(cashiers.clientId, clientId),
          eq(cashiers.id, signedInCashierId),
          eq(cashiers.isManager, true),
          isNull(cashiers.deletedAt),
        ),
      );
    if (manager) return manager.id;
  }
  if (!approval) throw refusal();
  return approveByManager(db, clientId, approval.managerId, approval.pin, fields);
};
