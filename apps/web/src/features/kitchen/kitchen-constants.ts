/** Spec 001 §9: the kitchen refreshes every 5 s and shows 12 orders a page. */
export const KITCHEN_REFRESH_MS = 5000;
export const KITCHEN_PAGE_SIZE = 12;
