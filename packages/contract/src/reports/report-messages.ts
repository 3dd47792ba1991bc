// The words of the report screens (spec 001 §2.13, §8), word for word where the spec has them.

export const REPORT_MESSAGES = {
  noAlerts: 'No alerts to display',
  csvFetchFailed: 'An error occurred fetching csv data.',
  downloadDenied:
    'The browser did not allow the download. Allow downloads for this site and try again.',
  reportSent: (recipient: string) => `report sent to ${recipient}`,
  reportSendFailed: 'Failed to send',
  /** §5: from must not be after to. */
  fromAfterTo: 'From date must not be after To date.',
  /** §5: to must not be in the future (export), limited to today (products). */
  toInFuture: 'To date can not be in the future.',
  /** A date field that is not year/month/day. */
  badDate: 'Enter a date as year/month/day.',
  dateRequired: 'Enter a date.',
} as const;

/** 'End of Service revenue for {start} to {end}:' (spec 001 §2.13). */
export const summaryAlertHeading = (start: string, end: string): string =>
  `End of Service revenue for ${start} to ${end}:`;
