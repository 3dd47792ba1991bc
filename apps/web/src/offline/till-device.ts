import { v4 as uuidv4 } from 'uuid';
import { api } from '@/api/api-client';
import { offlineDb } from '@/offline/offline-db';
import type { TillDevice } from '@/offline/outbox-types';

const DEVICE_UUID_KEY = 'deviceUuid';
const deviceKey = (merchant: string) => `device:${merchant}`;
/** Where this browser's sale counter is kept (outbox-store.ts takes the next number). */
export const seqKey = (deviceUuid: string) => `seq:${deviceUuid}`;

/** This browser's own uuid, made once and kept: the server knows the till by it. */
export const readDeviceUuid = async (): Promise<string> => {
  const db = offlineDb();
  return await db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(DEVICE_UUID_KEY);
    if (typeof row?.value === 'string') return row.value;
    const made = uuidv4();
    await db.meta.put({ key: DEVICE_UUID_KEY, value: made });
    return made;
  });
};

const isTillDevice = (value: unknown): value is TillDevice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TillDevice).id === 'string' &&
  typeof (value as TillDevice).number === 'number';

export const readTillDevice = async (merchant: string): Promise<TillDevice | null> => {
  const row = await offlineDb().meta.get(deviceKey(merchant));
  return isTillDevice(row?.value) ? row.value : null;
};

/**
 * Keeps the registration and lifts this browser's sale counter to the server's last
 * number for the device, in one transaction: a terminal signed in on a new install (or a
 * till whose storage was cleared) must not send numbers the device already used.
 */
const keepTillDevice = async (merchant: string, deviceUuid: string, device: TillDevice) => {
  const db = offlineDb();
  await db.transaction('rw', db.meta, async () => {
    const counter = await db.meta.get(seqKey(deviceUuid));
    const current = typeof counter?.value === 'number' ? counter.value : 0;
    await db.meta.put({ key: seqKey(deviceUuid), value: Math.max(current, device.lastSeq ?? 0) });
    await db.meta.put({ key: deviceKey(merchant), value: device });
  });
};

/**
 * The till's registration with this merchant (POST devices/tills/), asked once and kept
 * with its number, so sales made with no server still get their device ticket.
 * Null while it is not known and the server cannot be asked (or the browser keeps nothing).
 */
export const ensureTillDevice = async (merchant: string): Promise<TillDevice | null> => {
  try {
    const kept = await readTillDevice(merchant);
    if (kept !== null) return kept;
    const deviceUuid = await readDeviceUuid();
    const device = await api.post<TillDevice>('devices/tills', { deviceUuid });
    await keepTillDevice(merchant, deviceUuid, device);
    return device;
  } catch {
    return null;
  }
};

/**
 * This till's device id when it is registered already, without asking the server: what a
 * cash payment or refund names so the cash goes into (or out of) this till's drawer.
 */
export const knownTillDeviceId = async (merchant: string): Promise<string | null> => {
  try {
    return (await readTillDevice(merchant))?.id ?? null;
  } catch {
    return null;
  }
};
