import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { PairedScreen, ScreenPairResponse } from '@opentill/contract/devices/screen.schemas';
import type { Db } from '@/db/client.js';
import { devices } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { endSession } from '@/modules/session/session.service.js';
import { toDevice } from '@/modules/session/session-view.js';

const isPairedScreenOf = (clientId: string) =>
  and(eq(devices.clientId, clientId), eq(devices.kind, 'screen'), isNotNull(devices.pairedAt));

/**
 * POST screens/: the browser an owner is using becomes a kitchen display. The
 * server makes the screen's id (it is a credential, so it must be unguessable and
 * never chosen by a client), and the owner's session in that browser ends in the
 * same transaction: a display left in a kitchen must not hold an owner's log-in.
 */
export const pairScreen = async (
  db: Db,
  clientId: string,
  name: string,
  actor: AuditActor,
  sessionId: string,
): Promise<ScreenPairResponse> =>
  db.transaction(async (tx) => {
    const screenId = randomUUID();
    const [row] = await tx
      .insert(devices)
      .values({ clientId, kind: 'screen', deviceUuid: screenId, name, pairedAt: new Date() })
      .returning();
    if (!row) throw new Error('the screen row was not written');
    await endSession(tx, sessionId);
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'screen.paired',
      entity: 'device',
      entityId: row.id,
      details: { name },
    });
    return { screenId, device: toDevice(row) };
  });

/**
 * Unpairs a screen: its id stops working at once (cleared, so `Authorization:
 * Screen` no longer finds it), while the row stays for the audit trail. A screen
 * that is not the merchant's, or no longer paired, is a 404.
 */
export const unpairScreen = async (
  db: Db,
  clientId: string,
  deviceId: string,
  actor: AuditActor,
): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(devices)
      .set({ deviceUuid: null, pairedAt: null })
      .where(and(eq(devices.id, deviceId), isPairedScreenOf(clientId)))
      .returning();
    if (!row) throw AppError.notFound('This screen is not paired.');
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'screen.unpaired',
      entity: 'device',
      entityId: row.id,
      details: { name: row.name },
    });
  });

/** GET screens/: the merchant's paired screens, oldest first, without their ids' secrets. */
export const listPairedScreens = async (db: Db, clientId: string): Promise<PairedScreen[]> => {
  const rows = await db
    .select()
    .from(devices)
    .where(isPairedScreenOf(clientId))
    .orderBy(asc(devices.pairedAt), asc(devices.id));
  return rows.map((row) => ({
    ...toDevice(row),
    pairedAt: (row.pairedAt ?? row.createdAt).toISOString(),
  }));
};
