import {
  KITCHEN_AGE_AMBER_MINUTES,
  KITCHEN_AGE_RED_MINUTES,
} from '@opentill/contract/kitchen/kitchen-constants';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { formatClockTime, formatShortDate, isSameMerchantDay } from '@/ui/zoned-time';

export type AgeTone = 'fresh' | 'amber' | 'red';
export type TicketAge = { minutes: number; tone: AgeTone };

const MINUTE_MS = 60_000;

/**
 * How long a ticket has been waiting for the kitchen: since it was ordered, or for a
 * booked slot since the slot began (an order for tomorrow is not late today). Null
 * while a booked slot is still ahead.
 */
export const ticketAge = (order: Order, now: number): TicketAge | null => {
  const since = Date.parse(order.orderDatetimeSlot ?? order.createdAt);
  if (since > now) return null;
  const minutes = Math.floor((now - since) / MINUTE_MS);
  const tone =
    minutes >= KITCHEN_AGE_RED_MINUTES
      ? 'red'
      : minutes >= KITCHEN_AGE_AMBER_MINUTES
        ? 'amber'
        : 'fresh';
  return { minutes, tone };
};

/** "Just in", "4 min", "1 h 05 min". */
export const formatAge = (minutes: number): string => {
  if (minutes < 1) return 'Just in';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
};

/** "Due 09:00" today, "Fri 27 Nov · Due 09:00" on any other day of the merchant's calendar. */
export const formatDue = (slot: string, now: number, timeZone: string): string => {
  const due = `Due ${formatClockTime(slot, timeZone)}`;
  return isSameMerchantDay(slot, now, timeZone)
    ? due
    : `${formatShortDate(slot, timeZone)} · ${due}`;
};
