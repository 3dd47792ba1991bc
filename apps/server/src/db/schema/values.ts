// The closed value sets of DESIGN.md §11. The schema turns each into a CHECK
// constraint and a TypeScript union, so the database and the code agree. The sets
// the wire shares come from the contract, so the API and the database cannot drift.
import {
  DELIVER_TO_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  PAY_TYPES,
  SLOT_DELIVER_TO,
} from '@opentill/contract/orders/deliver-to';
import { TILL_VIEWS } from '@opentill/contract/till/till-views';

export const deliverToValues = DELIVER_TO_VALUES;
export type DeliverTo = (typeof deliverToValues)[number];

export const orderStatusValues = ORDER_STATUS_VALUES;
export type OrderStatus = (typeof orderStatusValues)[number];

export const orderItemStatusValues = ['requested', 'ready'] as const;
export type OrderItemStatus = (typeof orderItemStatusValues)[number];

export const paymentStatusValues = PAYMENT_STATUS_VALUES;
export type PaymentStatus = (typeof paymentStatusValues)[number];

export const payTypeValues = PAY_TYPES;
export type PayType = (typeof payTypeValues)[number];

/**
 * delivery_failed: a mail or text the outbox gave up on (no coloured chip: shown grey).
 * price_review: a sale made offline at prices the catalogue no longer gives (issue 15).
 * print_failed: a printer did not print a job, or has not for a minute (issue 17).
 */
export const alertTypeValues = [
  'low_stock',
  'overselling',
  'underselling',
  'summary',
  'delivery_failed',
  'price_review',
  'print_failed',
] as const;
export type AlertType = (typeof alertTypeValues)[number];

export const groupValues = ['reporting', 'owner', 'admin', 'superadmin'] as const;
export type Group = (typeof groupValues)[number];

/** till: a browser till registered for offline sales (issue 15), numbered like terminals. */
export const deviceKindValues = ['terminal', 'screen', 'till'] as const;
export type DeviceKind = (typeof deviceKindValues)[number];

export const outboxChannelValues = ['email', 'sms'] as const;
export type OutboxChannel = (typeof outboxChannelValues)[number];

/** queued → sending → sent, or back to queued for a retry, or failed when retries run out. */
export const outboxStatusValues = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatusValues)[number];

export const tillViewValues = TILL_VIEWS;
export type TillView = (typeof tillViewValues)[number];

/** The two deliverTo methods that book a timeslot (spec 001 §2.9). */
export const slotDeliverToValues = SLOT_DELIVER_TO;
export type SlotDeliverTo = (typeof slotDeliverToValues)[number];

/** One opening period; weekday 0 is Monday, times are 'HH:mm' in the client's time zone. */
export type OpeningHours = { weekday: number; opens: string; closes: string };

/** A date the business is closed (a holiday): 'YYYY-MM-DD' on its wall clock, and why. */
export type ClosedDay = { date: string; note: string };
