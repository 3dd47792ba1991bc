import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { cashiers } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { hasGroup } from '@/http/guards.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import type { ClientRow, Principal } from '@/modules/session/session.service.js';

export type Editor = { client: ClientRow; actor: AuditActor };

// Owners and superadmins edit from the back office without a cashier; at the
// till it is the signed-in cashier's permission that counts (spec 001 §6).
const EDITOR_GROUPS = ['owner', 'superadmin'] as const;

/**
 * Creating, editing and deleting products, categories, cashiers, quick-till
 * positions and till config: an owner, or a session whose signed-in cashier
 * (live, same merchant) has edit permission. Anyone else gets the permission 403.
 * Read from the database on every call, so a permission taken away holds at once.
 */
export const requireCatalogueEditor = async (db: Db, principal: Principal): Promise<Editor> => {
  const { client, user, device, cashierId } = principal;
  if (!client || (!user && !device)) throw AppError.unauthenticated();
  const actor = { userId: user?.id ?? null, deviceId: device?.id ?? null, cashierId };
  if (hasGroup(user, EDITOR_GROUPS)) return { client, actor };
  if (cashierId) {
    const [cashier] = await db
      .select({ hasEditPermission: cashiers.hasEditPermission })
      .from(cashiers)
      .where(
        and(
          eq(cashiers.clientId, client.id),
          eq(cashiers.id, cashierId),
          isNull(cashiers.deletedAt),
        ),
      )
      .limit(1);
    if (cashier?.hasEditPermission) return { client, actor };
  }
  throw AppError.forbidden();
};
