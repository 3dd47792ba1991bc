import { and, eq, inArray, max } from 'drizzle-orm';
import { tillDeviceSchema, type TillDevice } from '@opentill/contract/devices/till-device.schemas';
import { offlineMessages as om } from '@opentill/contract/orders/offline-messages';
import type { Db } from '@/db/client.js';
import { devices } from '@/db/schema/index.js';
import { isUniqueViolation } from '@/db/unique-violation.js';
import { AppError } from '@/http/app-error.js';
import { lastDeviceSeq } from '@/modules/orders/device-sequence.service.js';
import { findDeviceByUuid } from './device.service.js';

// Tills and terminals share one numbering per merchant (1, 2, ...): a device ticket
// "T2-0142" must name one device. The number is the merchant's highest plus one, and the
// unique index (client_id, number) is the lock: of two tills registering at once, the second
// hits it, rolls back and takes the next number.

type DeviceRow = typeof devices.$inferSelect;
const NUMBERED_KINDS = new Set(['till', 'terminal']);
const ATTEMPTS = 5;

const toTillDevice = async (db: Db, row: DeviceRow & { number: number }): Promise<TillDevice> =>
  tillDeviceSchema.parse({
    id: row.id,
    number: row.number,
    name: row.name || `Till ${row.number}`,
    lastSeq: await lastDeviceSeq(db, row.clientId, row.id),
  });

const nextNumber = async (tx: Db, clientId: string): Promise<number> => {
  const [row] = await tx
    .select({ top: max(devices.number) })
    .from(devices)
    .where(eq(devices.clientId, clientId));
  return (row?.top ?? 0) + 1;
};

/** Gives the device a number if it has none yet (a terminal paired before tills were numbered). */
const numbered = async (db: Db, row: DeviceRow): Promise<DeviceRow & { number: number }> => {
  if (row.number !== null) return { ...row, number: row.number };
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const number = await nextNumber(tx, row.clientId);
        const [updated] = await tx
          .update(devices)
          .set({ number })
          .where(and(eq(devices.clientId, row.clientId), eq(devices.id, row.id)))
          .returning();
        if (!updated) throw AppError.notFound();
        return { ...updated, number: updated.number ?? number };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
};

const insertTill = async (db: Db, clientId: string, deviceUuid: string): Promise<DeviceRow> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const number = await nextNumber(tx, clientId);
        const [row] = await tx
          .insert(devices)
          .values({ clientId, kind: 'till', deviceUuid, number, name: `Till ${number}` })
          .returning();
        if (!row) throw new Error('till insert returned nothing');
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
      // The same till registering twice at once: the other request made the row.
      const made = await findDeviceByUuid(db, clientId, deviceUuid);
      if (made) return made;
    }
  }
};

/**
 * POST devices/tills/: the merchant's till for this browser's UUID, made and numbered on
 * first call, the same one after. A signed-in card terminal gets its own device row.
 */
export const registerTill = async (
  db: Db,
  clientId: string,
  deviceUuid: string,
  terminal: DeviceRow | null,
): Promise<TillDevice> => {
  if (terminal) return toTillDevice(db, await numbered(db, terminal));
  const existing = await findDeviceByUuid(db, clientId, deviceUuid);
  if (existing && !NUMBERED_KINDS.has(existing.kind))
    throw AppError.field('device_uuid', om.deviceUuidTaken);
  return toTillDevice(
    db,
    await numbered(db, existing ?? (await insertTill(db, clientId, deviceUuid))),
  );
};

/**
 * A till or terminal of the merchant with its number (given now if it had none), for a sale's
 * ticket; undefined when the id is not one of the merchant's tills or terminals.
 */
export const findSellingDevice = async (
  db: Db,
  clientId: string,
  deviceId: string,
): Promise<{ id: string; number: number } | undefined> => {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.clientId, clientId), eq(devices.id, deviceId)))
    .limit(1);
  if (!row || !NUMBERED_KINDS.has(row.kind)) return undefined;
  const { id, number } = await numbered(db, row);
  return { id, number };
};

/** The numbers of the given devices, for rendering tickets of orders read back. */
export const deviceNumbers = async (
  db: Db,
  clientId: string,
  deviceIds: readonly string[],
): Promise<Map<string, number>> => {
  if (deviceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: devices.id, number: devices.number })
    .from(devices)
    .where(and(eq(devices.clientId, clientId), inArray(devices.id, [...new Set(deviceIds)])));
  return new Map(rows.flatMap((row) => (row.number !== null ? [[row.id, row.number]] : [])));
};
