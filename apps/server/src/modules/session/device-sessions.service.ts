import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { sessions } from '@/db/schema/index.js';

/**
 * Ends every session of a device, e.g. when a terminal is paired under a new
 * id or moved to another merchant: the old install must not stay signed in.
 */
export const endDeviceSessions = async (
  db: Db,
  devices: readonly { clientId: string; deviceId: string }[],
): Promise<void> => {
  for (const { clientId, deviceId } of devices)
    await db
      .delete(sessions)
      .where(and(eq(sessions.clientId, clientId), eq(sessions.deviceId, deviceId)));
};
