import type { CardTerminalSettings } from '@/platform/card-terminal/card-terminal';

/**
 * The card terminal belongs to the device, not to whoever is logged in: its key sits
 * outside the `opentill.` prefix that log out clears (api/client-storage.ts).
 */
const SETTINGS_KEY = 'opentill-device.cardTerminal';

/** What the 'Card terminal' dialog keeps. Empty strings mean "not set". */
export type StoredTerminalSettings = CardTerminalSettings;

const EMPTY: StoredTerminalSettings = { baseUrl: '', token: '', serialNumber: '' };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredTerminalSettings } | null = null;

const readRaw = (): string | null => {
  try {
    return localStorage.getItem(SETTINGS_KEY);
  } catch {
    return null;
  }
};

const parse = (raw: string | null): StoredTerminalSettings => {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY;
    const record = value as Record<string, unknown>;
    const text = (key: keyof StoredTerminalSettings) =>
      typeof record[key] === 'string' ? record[key] : '';
    return { baseUrl: text('baseUrl'), token: text('token'), serialNumber: text('serialNumber') };
  } catch {
    return EMPTY;
  }
};

/** The stored settings; the same object until they change (safe for useSyncExternalStore). */
export const readTerminalSettings = (): StoredTerminalSettings => {
  const raw = readRaw();
  if (cached === null || cached.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
};

export const saveTerminalSettings = (settings: StoredTerminalSettings): void => {
  try {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        baseUrl: settings.baseUrl.trim(),
        token: settings.token.trim(),
        serialNumber: settings.serialNumber.trim(),
      }),
    );
  } catch {
    // Without storage the terminal cannot be remembered; card payment stays off.
  }
  for (const listener of listeners) listener();
};

export const subscribeToTerminalSettings = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Settings ready to use: the stored ones, with the session device's serial number when
 * none is stored and `fallbackBaseUrl` (Android: the terminal the app runs on) when no
 * address is. Null while an address or a token is missing.
 */
export const resolveTerminalSettings = (
  stored: StoredTerminalSettings,
  defaults: { serialNumber: string | null; baseUrl?: string },
): CardTerminalSettings | null => {
  const baseUrl = stored.baseUrl !== '' ? stored.baseUrl : (defaults.baseUrl ?? '');
  const serialNumber =
    stored.serialNumber !== '' ? stored.serialNumber : (defaults.serialNumber ?? '');
  if (baseUrl === '' || stored.token === '') return null;
  return { baseUrl, token: stored.token, serialNumber };
};
