import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { drawerMessages as m } from '@opentill/contract/drawer/drawer-messages';
import type { Db } from '@/db/client.js';
import { drawerSessions } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { findOpenSession } from './drawer-rows.js';

/**
 * The drawer a cash payment goes into (issue 16): the till's open session, read with a
 * share lock so a cash-up cannot close it under the payment. A merchant that keeps
 * drawers refuses cash on a till that is not open. Cash the till took while offline
 * (`paid_at` sent) is never refused: it belongs to the session that was open on that
 * till when it was taken, or to none if the till was not open then.
 */
export const drawerForCash = async (
  tx: Db,
  client: Pick<ClientRow, 'id' | 'cashDrawer'>,
  deviceId: string | null,
  paidOfflineAt: Date | null,
): Promise<string | null> => {
  if (!client.cashDrawer) return null;
  if (paidOfflineAt) {
    if (!deviceId) return null;
    const [then] = await tx
      .select({ id: drawerSessions.id, closedAt: drawerSessions.closedAt })
      .from(drawerSessions)
      .where(
        and(
          eq(drawerSessions.clientId, client.id),
          eq(drawerSessions.deviceId, deviceId),
          lte(drawerSessions.openedAt, paidOfflineAt),
          or(isNull(drawerSessions.closedAt), gt(drawerSessions.closedAt, paidOfflineAt)),
        ),
      )
      .limit(1);
    if (!then) return null;
    // Still open: lock it as an online payment does, so a cash-up running now counts it.
    if (then.closedAt === null) await findOpenSession(tx, client.id, deviceId, 'share');
    return then.id;
  }
  const open = deviceId ? await findOpenSession(tx, client.id, deviceId, 'share') : undefined;
  if (!open) throw AppError.detail('conflict', m.openBeforeCash);
  return open.id;
};

/**
 * The drawer a cash refund comes out of: the refunding till's open session, if it has
 * one. A refund made away from a till (the back office) is never refused for want of one.
 */
export const drawerForRefund = async (
  tx: Db,
  client: Pick<ClientRow, 'id' | 'cashDrawer'>,
  deviceId: string | null,
): Promise<string | null> => {
  if (!client.cashDrawer || !deviceId) return null;
  const open = await findOpenSession(tx, client.id, deviceId, 'share');
  return open?.id ?? null;
};
