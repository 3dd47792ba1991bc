/**
 * What differs between a browser and the Android app (DESIGN.md §5). Features ask
 * what the platform can do; they never test "is Android". Receipt printing, the card
 * terminal and report e-mailing join this type when their features arrive.
 */
export type Platform = {
  /** Whether the app can close itself (the Exit menu entry). */
  canExit: boolean;
  exitApp: () => void;
};

export const browserPlatform: Platform = {
  canExit: false,
  exitApp: () => undefined,
};
