import { formatClockTime, formatDayMonth } from '@/ui/zoned-time';

/** Created as dd/MM HH:mm on the merchant's clock (spec 001 §2.13). */
export const formatCreated = (iso: string, timeZone: string): string =>
  `${formatDayMonth(iso, timeZone)} ${formatClockTime(iso, timeZone)}`;

export { paymentTypeLabel } from '@opentill/contract/reports/report-constants';

export const refundedLabel = (refunded: boolean): string => (refunded ? 'Yes' : 'No');
