/**
 * What this device knows about itself, kept across log outs (the `opentill-device.` keys
 * sit outside the `opentill.` prefix that log out clears, as the card terminal's do):
 *
 * - its device id, the `device_uuid` a pairing names (spec 001 §7 `POST pair/{id}/`) and a
 *   terminal log-in sends. Random and unguessable: together with the serial number it is
 *   what lets a terminal move between merchants (modules/devices/README.md).
 * - the terminal pairing an owner made here: which merchant, and the terminal's serial
 *   number (000 §3 "Card device: serialNumber held in device storage").
 *
 * Clearing the browser's (or the Android app's) storage forgets both: the owner pairs
 * the device again.
 */
const DEVICE_ID_KEY = 'opentill-device.id';
const PAIRING_KEY = 'opentill-device.terminalPairing';

export type TerminalPairing = { merchant: string; merchantName: string; serialNumber: string };

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the device cannot remember a pairing; the email log-in still works.
  }
};

/**
 * A version 4 UUID from crypto.getRandomValues, which works where crypto.randomUUID does
 * not: a till on a LAN address over http is not a secure context.
 */
const newDeviceId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** This device's id, made and kept on first use. */
export const getDeviceId = (): string => {
  const stored = read(DEVICE_ID_KEY);
  if (stored !== null && stored !== '') return stored;
  const id = newDeviceId();
  write(DEVICE_ID_KEY, id);
  return id;
};

export const readTerminalPairing = (): TerminalPairing | null => {
  const raw = read(PAIRING_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof TerminalPairing, unknown>>;
    const { merchant, merchantName, serialNumber } = value;
    if (typeof merchant !== 'string' || merchant === '') return null;
    if (typeof serialNumber !== 'string' || serialNumber === '') return null;
    return {
      merchant,
      merchantName: typeof merchantName === 'string' ? merchantName : merchant,
      serialNumber,
    };
  } catch {
    return null;
  }
};

export const saveTerminalPairing = (pairing: TerminalPairing): void =>
  write(PAIRING_KEY, JSON.stringify(pairing));
