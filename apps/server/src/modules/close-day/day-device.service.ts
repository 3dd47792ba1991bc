import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { devices } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';

export const TILL_NOT_FOUND = 'That till is not one of this business’s.';

/** The till an X report is of, by the name the drawer shows; refuses another merchant's. */
export const tillOf = async (
  db: Db,
  clientId: string,
  deviceId: string | undefined,
): Promise<{ id: string; name: string } | null> => {
  if (deviceId === undefined) return null;
  const [row] = await db
    .select({ id: devices.id, name: devices.name, number: devices.number })
    .from(devices)
    .where(and(eq(devices.clientId, clientId), eq(devices.id, deviceId)));
  if (!row) throw AppError.field('device_id', TILL_NOT_FOUND);
  return { id: row.id, name: row.name || `Till ${row.number ?? ''}`.trim() };
};
