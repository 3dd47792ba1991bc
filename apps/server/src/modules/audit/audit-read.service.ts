import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { auditLog } from '@/db/schema/index.js';
import type { AuditActor } from './audit.service.js';

/** The actor's own column must match; an absent user or device must be absent there too. */
const sameActor = (actor: AuditActor): SQL | undefined =>
  and(
    actor.userId ? eq(auditLog.actorUserId, actor.userId) : isNull(auditLog.actorUserId),
    actor.deviceId ? eq(auditLog.actorDeviceId, actor.deviceId) : isNull(auditLog.actorDeviceId),
  );

/**
 * Whether this user or device did `action` on the entity in the last `withinMs`. Used
 * where a step proves itself by an earlier, audited one (the refund PIN check
 * before a refund), so the proof holds across processes. The cashier is not
 * compared: who is signed in at the till may change between the two steps.
 * The window is measured by the database's clock, which wrote created_at.
 */
export const hasRecentAudit = async (
  db: Db,
  entry: {
    clientId: string;
    actor: AuditActor;
    action: string;
    entity: string;
    entityId: string;
    withinMs: number;
  },
): Promise<boolean> => {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.clientId, entry.clientId),
        eq(auditLog.entity, entry.entity),
        eq(auditLog.entityId, entry.entityId),
        eq(auditLog.action, entry.action),
        gte(auditLog.createdAt, sql`now() - ${entry.withinMs} * interval '1 millisecond'`),
        sameActor(entry.actor),
      ),
    )
    .limit(1);
  return row !== undefined;
};
