// The refund PIN check is written to the audit log, and that entry is the
// permission to record a refund of that order. Held in the database rather
// than in memory, so it holds when the record lands on another app process
// than the check did (DESIGN.md §2: many processes behind a load balancer).

/** Audit action of a passed refund PIN check (entity 'order'). */
export const REFUND_PIN_CHECKED = 'refund.pin_checked';

/**
 * How long a passed check lets the same employee or terminal record refunds
 * of that order: long enough for a card REFUND at the terminal and a retry of
 * a failed update, short enough that a till left open does not stay unlocked.
 */
export const REFUND_GRANT_MS = 10 * 60_000;

/** Said when a refund is recorded without a recent PIN check (409, shown as it is). */
export const PIN_CHECK_NEEDED =
  'Enter the refund PIN again: refunds are recorded within 10 minutes of entering it.';
