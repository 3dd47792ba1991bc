/**
 * What the client keeps between page loads. The merchant identifier goes in both
 * stores: sessionStorage for this tab, localStorage so a new tab or an app restart
 * still names the merchant before the session lookup answers.
 */
const MERCHANT_KEY = 'opentill.merchant';
/** A paired screen (e.g. a kitchen display) authenticates with `Authorization: Screen {uuid}`. */
const SCREEN_ID_KEY = 'opentill.screenId';
const APP_KEY_PREFIX = 'opentill.';

const safely = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    // Storage can be unavailable (private mode, disabled cookies); the app still works.
    return fallback;
  }
};

export const getMerchantIdentifier = (): string | null =>
  safely(() => sessionStorage.getItem(MERCHANT_KEY) ?? localStorage.getItem(MERCHANT_KEY), null);

export const setMerchantIdentifier = (identifier: string): void =>
  safely(() => {
    sessionStorage.setItem(MERCHANT_KEY, identifier);
    localStorage.setItem(MERCHANT_KEY, identifier);
  }, undefined);

export const getScreenId = (): string | null =>
  safely(() => localStorage.getItem(SCREEN_ID_KEY), null);

export const setScreenId = (screenId: string): void =>
  safely(() => localStorage.setItem(SCREEN_ID_KEY, screenId), undefined);

/**
 * A browser paired by code at /kitchen/pair is a kitchen screen for good: when an owner
 * unpairs it from afar it goes back to its pairing page, not to a log-in nobody there has.
 * Outside the `opentill.` prefix, so no log out clears it.
 */
const KITCHEN_SCREEN_KEY = 'opentill-device.kitchenScreen';

export const markKitchenScreen = (): void =>
  safely(() => localStorage.setItem(KITCHEN_SCREEN_KEY, '1'), undefined);

export const isKitchenScreenDevice = (): boolean =>
  safely(() => localStorage.getItem(KITCHEN_SCREEN_KEY) === '1', false);

/** Unpaired where it stands: the person there chose to make it an ordinary browser again. */
export const forgetKitchenScreen = (): void =>
  safely(() => localStorage.removeItem(KITCHEN_SCREEN_KEY), undefined);

/** The screen was unpaired (here or by an owner elsewhere): this browser is a browser again. */
export const clearScreenId = (): void =>
  safely(() => localStorage.removeItem(SCREEN_ID_KEY), undefined);

/**
 * Forgets employee and merchant data on log out. A screen's pairing belongs to the
 * device, not to whoever was logged in, so it stays.
 */
export const clearClientStorage = (): void =>
  safely(() => {
    sessionStorage.removeItem(MERCHANT_KEY);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys)
      if (key !== null && key.startsWith(APP_KEY_PREFIX) && key !== SCREEN_ID_KEY)
        localStorage.removeItem(key);
  }, undefined);
