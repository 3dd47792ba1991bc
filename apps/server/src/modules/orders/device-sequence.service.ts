import { and, eq, max } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';

/**
 * The highest sale number a device has sent (0 for none). A till whose own counter was
 * lost (storage cleared, the app reinstalled, a terminal signed in on a new install)
 * carries on above it, so its next sales are not refused as repeats of old ones.
 */
export const lastDeviceSeq = async (
  db: Db,
  clientId: string,
  deviceId: string,
): Promise<number> => {
  const [row] = await db
    .select({ last: max(orders.deviceSeq) })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.deviceId, deviceId)));
  return row?.last ?? 0;
};
