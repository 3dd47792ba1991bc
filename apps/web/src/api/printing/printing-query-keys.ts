/** Every printing answer sits under this key, so a change in Settings → Printers refreshes them all. */
export const PRINTING_QUERY_KEY = ['printing'] as const;

/**
 * GET printing/jobs/?problems=true. Kept under the alerts key: an 'alert.raised' event
 * (app/live/live-query-keys.ts) refetches every query under it, so a failed job shows
 * as soon as its alert is raised, not at the next poll.
 */
export const PRINT_PROBLEMS_QUERY_KEY = ['alerts', 'print-problems'] as const;
