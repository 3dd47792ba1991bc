// The closed value sets of DESIGN.md §11. The schema turns each into a CHECK
// constraint and a TypeScript union, so the database and the code agree.

export const deliverToValues = [
  'table_service',
  'in_store',
  'collection',
  'click_and_collect',
  'delivery',
  'home_delivery',
] as const;
export type DeliverTo = (typeof deliverToValues)[number];

export const orderStatusValues = [
  'requested',
  'ready',
  'fulfilled',
  'delivered',
  'collected',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatusValues)[number];

export const orderItemStatusValues = ['requested', 'ready'] as const;
export type OrderItemStatus = (typeof orderItemStatusValues)[number];

export const paymentStatusValues = [
  'requested',
  'paid',
  'cancelled_provider',
  'cancelled_client',
] as const;
export type PaymentStatus = (typeof paymentStatusValues)[number];

export const payTypeValues = ['cash', 'pax_device'] as const;
export type PayType = (typeof payTypeValues)[number];

export const alertTypeValues = ['low_stock', 'overselling', 'underselling', 'summary'] as const;
export type AlertType = (typeof alertTypeValues)[number];

export const groupValues = ['reporting', 'owner', 'admin', 'superadmin'] as const;
export type Group = (typeof groupValues)[number];

export const deviceKindValues = ['terminal', 'screen'] as const;
export type DeviceKind = (typeof deviceKindValues)[number];

export const outboxChannelValues = ['email', 'sms'] as const;
export type OutboxChannel = (typeof outboxChannelValues)[number];

export const tillViewValues = ['full_till', 'quick_till'] as const;
export type TillView = (typeof tillViewValues)[number];

/** The two deliverTo methods that book a timeslot (spec 001 §2.9). */
export const slotDeliverToValues = ['click_and_collect', 'home_delivery'] as const;
export type SlotDeliverTo = (typeof slotDeliverToValues)[number];

/** One opening period; weekday 0 is Monday, times are 'HH:mm' in the client's time zone. */
export type OpeningHours = { weekday: number; opens: string; closes: string };
