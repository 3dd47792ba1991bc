/** Business constants of spec 001 §9 and 000 §9. */
export const WAIT_TIME_CHOICES_MINUTES = [5, 10, 15, 30, 45, 60, 75, 90, 105, 120] as const;

/** null pauses until unpaused. */
export const PAUSE_OPTIONS = [
  { label: '30 minutes', minutes: 30 },
  { label: '12 hours', minutes: 720 },
  { label: 'Until unpaused', minutes: null },
] as const;
export const PAUSE_DURATIONS_MINUTES = [30, 720] as const;

export const TOAST_DURATION_MS = 2500;
export const HOME_REFRESH_MS = 5000;
export const DRAWER_WIDTH_PX = 270;
export const DRAWER_PERMANENT_BREAKPOINT_PX = 1230;
/**
 * On the till, quick till and kitchen, from a landscape tablet up, the drawer is a rail of
 * icons with their names under them, so the till's grid keeps four columns beside the cart
 * at 1280 px (issue 13).
 */
export const NAV_RAIL_WIDTH_PX = 80;
export const NAV_RAIL_BREAKPOINT_PX = 1024;
export const ORDER_PAGE_SIZE = 10;

export const GROUPS = ['reporting', 'owner', 'admin', 'superadmin'] as const;
export type Group = (typeof GROUPS)[number];

export const BRAND_TITLE = 'OpenTill';
