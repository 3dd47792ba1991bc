import type { Platform } from '@/platform/platform';
import { browserPlatform } from '@/platform/platform';

type CapacitorGlobal = { isNativePlatform?: () => boolean };

/**
 * The Android shell injects `window.Capacitor` before the app loads. Reading it here,
 * rather than importing @capacitor/core, keeps Capacitor out of the browser's download.
 */
export const isNativeShell = (): boolean => {
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
};

/** The platform the app runs on: the Android shell's, loaded only there, or the browser's. */
export const loadPlatform = async (): Promise<Platform> =>
  isNativeShell()
    ? (await import('@/platform/android/android-platform')).createAndroidPlatform()
    : browserPlatform;
