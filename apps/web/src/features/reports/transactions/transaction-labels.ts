import { formatClockTime, formatDayMonth } from '@/ui/zoned-time';

/** Created as dd/MM HH:mm on the merchant's clock (spec 001 §2.13). */
export const formatCreated = (iso: string, timeZone: string): string =>
  `${formatDayMonth(iso, timeZone)} ${formatClockTime(iso, timeZone)}`;

/** Card for the card terminal's payments, Cash for cash; anything else as the server names it. */
export const paymentTypeLabel = (type: string): string =>
  type === 'pax_device' ? 'Card' : type === 'cash' ? 'Cash' : type;

export const refundedLabel = (refunded: boolean): string => (refunded ? 'Yes' : 'No');
