import type { Db } from '@/db/client.js';
import { auditLog } from '@/db/schema/index.js';

export type AuditActor = {
  userId?: string | null;
  cashierId?: string | null;
  deviceId?: string | null;
};

/** Who did what, when: refunds, cancellations, overrides, pauses, PIN and permission changes. */
export const recordAudit = async (
  db: Db,
  entry: {
    clientId: string;
    actor: AuditActor;
    action: string;
    entity: string;
    entityId?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> => {
  await db.insert(auditLog).values({
    clientId: entry.clientId,
    actorUserId: entry.actor.userId ?? null,
    actorCashierId: entry.actor.cashierId ?? null,
    actorDeviceId: entry.actor.deviceId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? {},
  });
};
