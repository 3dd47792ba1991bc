import { and, eq, isNull } from 'drizzle-orm';
import type { PausedStatus } from '@opentill/contract/home/home.schemas';
import type { Db } from '@/db/client.js';
import { availabilityPauses } from '@/db/schema/index.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { getClient, setOrderingPause } from '@/modules/clients/client-settings.service.js';

export const pausedStatusOf = (
  client: Pick<ClientRow, 'orderingPausedIndefinitely' | 'orderingPausedUntil'>,
  now = new Date(),
): PausedStatus => {
  if (client.orderingPausedIndefinitely) return { orderingUnavailable: true, pausedUntil: null };
  const until = client.orderingPausedUntil;
  if (until && until > now) return { orderingUnavailable: true, pausedUntil: until.toISOString() };
  return { orderingUnavailable: false, pausedUntil: null };
};

export const getPausedStatus = async (db: Db, clientId: string): Promise<PausedStatus> =>
  pausedStatusOf(await getClient(db, clientId));

/**
 * Pauses ordering for `minutes`, or until unpaused when null. Pausing while
 * paused replaces the pause, so the latest choice is the one in force.
 */
export const pauseOrdering = async (
  db: Db,
  clientId: string,
  minutes: number | null,
  actor: AuditActor & { userId: string },
): Promise<PausedStatus> => {
  const now = new Date();
  const until = minutes === null ? null : new Date(now.getTime() + minutes * 60_000);
  await db.transaction(async (tx) => {
    await closeOpenPauses(tx, clientId, now);
    await tx
      .insert(availabilityPauses)
      .values({ clientId, pausedByUserId: actor.userId, startsAt: now, endsAt: until });
    await setOrderingPause(tx, clientId, until, until === null);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'ordering.pause',
      entity: 'client',
      entityId: clientId,
      details: { minutes },
    });
    await recordEvent(tx, { clientId, type: 'ordering.paused' });
  });
  return getPausedStatus(db, clientId);
};

export const unpauseOrdering = async (
  db: Db,
  clientId: string,
  actor: AuditActor,
): Promise<PausedStatus> => {
  const now = new Date();
  await db.transaction(async (tx) => {
    await closeOpenPauses(tx, clientId, now);
    await setOrderingPause(tx, clientId, null, false);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'ordering.unpause',
      entity: 'client',
      entityId: clientId,
    });
    await recordEvent(tx, { clientId, type: 'ordering.resumed' });
  });
  return getPausedStatus(db, clientId);
};

const closeOpenPauses = (db: Db, clientId: string, now: Date) =>
  db
    .update(availabilityPauses)
    .set({ endedAt: now })
    .where(and(eq(availabilityPauses.clientId, clientId), isNull(availabilityPauses.endedAt)));
