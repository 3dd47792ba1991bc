/**
 * Which answers the response cache may reuse for 60 s (spec 001 §7). Every GET shares a
 * request already on its way; reusing a finished answer is kept to settings that change
 * rarely and hold no money and no order state, so a till never shows a stale price,
 * stock, payment or order. Live screens poll orders, reports and counts, which are never
 * reused: each poll reaches the server. Paths are as the client builds them (/api/…/).
 */
const REUSABLE_PATHS: ReadonlySet<string> = new Set([
  '/api/till-config/',
  '/api/orders/tables/',
  '/api/orders/menus/',
  '/api/orders/attributes/',
  // The merchant's people by email, for Help's 'Select Desktop User'.
  '/api/users/',
]);

export const mayReuseAnswer = (url: string): boolean =>
  REUSABLE_PATHS.has(url.split('?', 1)[0] ?? '');
