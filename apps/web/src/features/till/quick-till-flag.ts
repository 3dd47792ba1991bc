/**
 * Whether the quick till is enabled, kept in local storage (spec 001 §3) so the till
 * knows before till config answers, and offline. Log out clears it with the rest of
 * the merchant's data (every `opentill.` key).
 */
const QUICK_TILL_FLAG_KEY = 'opentill.quickTillEnabled';

export const readQuickTillFlag = (): boolean => {
  try {
    return localStorage.getItem(QUICK_TILL_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
};

export const writeQuickTillFlag = (isEnabled: boolean): void => {
  try {
    localStorage.setItem(QUICK_TILL_FLAG_KEY, String(isEnabled));
  } catch {
    // Storage can be unavailable (private mode); the flag then lives only in memory.
  }
};
