/**
 * The kitchen screen's numbers. Spec 001 §9 gives the refresh and the page size; the
 * ticket ages and the undo are issue 12's ("turning amber at 10 minutes and red at 20",
 * "an Undo for 5 seconds before the ticket leaves").
 */
export const KITCHEN_REFRESH_MS = 5000;
export const KITCHEN_PAGE_SIZE = 12;
/** A ticket waiting this long turns amber, then red. */
export const KITCHEN_AGE_AMBER_MINUTES = 10;
export const KITCHEN_AGE_RED_MINUTES = 20;
/** How long a finished ticket stays on screen with its Undo. */
export const KITCHEN_UNDO_MS = 5000;
