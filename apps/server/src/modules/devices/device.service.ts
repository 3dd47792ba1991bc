import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { devices } from '@/db/schema/index.js';
import type { DeviceRow } from '@/modules/session/session.service.js';

/** A paired terminal of the merchant, by the id its app presents at log-in. */
export const findPairedTerminal = async (
  db: Db,
  clientId: string,
  deviceUuid: string,
): Promise<DeviceRow | undefined> => {
  const [row] = await db
    .select()
    .from(devices)
    .where(
      and(
        eq(devices.clientId, clientId),
        eq(devices.deviceUuid, deviceUuid),
        eq(devices.kind, 'terminal'),
        isNotNull(devices.pairedAt),
      ),
    )
    .limit(1);
  return row;
};

export const findTerminalBySerial = async (
  db: Db,
  clientId: string,
  serialNumber: string,
): Promise<DeviceRow | undefined> => {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.clientId, clientId), eq(devices.serialNumber, serialNumber)))
    .limit(1);
  return row;
};

/** Any device of the merchant holding this id (terminal or screen). */
export const findDeviceByUuid = async (
  db: Db,
  clientId: string,
  deviceUuid: string,
): Promise<DeviceRow | undefined> => {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.clientId, clientId), eq(devices.deviceUuid, deviceUuid)))
    .limit(1);
  return row;
};

export type TerminalPairing = {
  serialNumber: string;
  deviceUuid: string;
  paxMerchantId: string;
  pairedAt: Date;
};

/**
 * Inserts the merchant's terminal row, or re-pairs the one with this serial
 * number; an upsert, so two confirms at once cannot both insert.
 */
export const upsertTerminal = async (
  db: Db,
  clientId: string,
  pairing: TerminalPairing,
): Promise<DeviceRow> => {
  const values = {
    deviceUuid: pairing.deviceUuid,
    paxMerchantId: pairing.paxMerchantId,
    pairedAt: pairing.pairedAt,
  };
  const [row] = await db
    .insert(devices)
    .values({
      ...values,
      clientId,
      kind: 'terminal',
      serialNumber: pairing.serialNumber,
      name: 'Card terminal',
    })
    .onConflictDoUpdate({
      target: [devices.clientId, devices.serialNumber],
      set: { ...values, kind: 'terminal' },
    })
    .returning();
  if (!row) throw new Error('the terminal row was not written');
  return row;
};

/**
 * A terminal is with one merchant at a time: pairing it (the same serial number
 * and the same app install id, which only the device itself knows) moves it, so
 * the previous merchant's row is unpaired. Its history keeps pointing at the row.
 * Deliberately across tenants; returns the rows it unpaired.
 */
export const unpairFromOtherMerchants = async (
  db: Db,
  clientId: string,
  serialNumber: string,
  deviceUuid: string,
): Promise<DeviceRow[]> =>
  db
    .update(devices)
    .set({ deviceUuid: null, pairedAt: null })
    .where(
      and(
        ne(devices.clientId, clientId),
        eq(devices.kind, 'terminal'),
        eq(devices.serialNumber, serialNumber),
        eq(devices.deviceUuid, deviceUuid),
      ),
    )
    .returning();
