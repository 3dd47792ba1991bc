// Zod-free, so the till's first screen can use them without loading zod.

/** DESIGN.md §11. */
export const DELIVER_TO_VALUES = [
  'table_service',
  'in_store',
  'collection',
  'click_and_collect',
  'delivery',
  'home_delivery',
] as const;
export type DeliverTo = (typeof DELIVER_TO_VALUES)[number];

/** The methods that book a timeslot (001 §2.9). */
export const SLOT_DELIVER_TO = ['click_and_collect', 'home_delivery'] as const;
export type SlotDeliverTo = (typeof SLOT_DELIVER_TO)[number];

export const needsSlot = (deliverTo: DeliverTo): deliverTo is SlotDeliverTo =>
  deliverTo === 'click_and_collect' || deliverTo === 'home_delivery';

/** The merchant's choice that decides whether a takeaway carries a name (client/settings). */
export type NameRule = { takeawayAsksName: boolean };

/**
 * Click & collect is handed over at the counter to someone who ordered ahead, so the
 * order carries the customer's name for Collection to call out (service problem 15).
 * A takeaway does too unless the merchant turned "Takeaway asks for a name" off: a café
 * that calls out order numbers then takes a takeaway in one tap, like In Store (issue 13).
 */
export const needsCustomerName = (deliverTo: DeliverTo, rule: NameRule): boolean =>
  deliverTo === 'click_and_collect' || (deliverTo === 'collection' && rule.takeawayAsksName);

/**
 * Checkout has nothing to ask: In Store, and a takeaway that asks no name. The order
 * is made as Pay is tapped and checkout opens on Payment (001 §4, issue 13).
 */
export const needsNoDetails = (deliverTo: DeliverTo, rule: NameRule): boolean =>
  deliverTo === 'in_store' || (deliverTo === 'collection' && !rule.takeawayAsksName);

/**
 * The terms & conditions tick is asked only on orders the customer would have placed
 * themselves, entered on their behalf: home delivery and click and collect (issue 13).
 * A counter sale (in store, eat in, takeaway, delivery) never asks for it.
 */
export const needsTermsAgreement = (deliverTo: DeliverTo): boolean =>
  deliverTo === 'home_delivery' || deliverTo === 'click_and_collect';

/** The checkout method a merchant feature offers, in the order checkout lists them. */
export const CHECKOUT_METHODS = [
  { deliverTo: 'table_service', feature: 'featureEatIn', label: 'Eat In' },
  { deliverTo: 'collection', feature: 'featureTakeaway', label: 'Takeaway' },
  { deliverTo: 'in_store', feature: 'featureInStore', label: 'In Store' },
  { deliverTo: 'delivery', feature: 'featureDelivery', label: 'Delivery' },
  { deliverTo: 'home_delivery', feature: 'featureHomeDelivery', label: 'Home Delivery' },
  { deliverTo: 'click_and_collect', feature: 'featureClickAndCollect', label: 'Click & Collect' },
] as const satisfies readonly { deliverTo: DeliverTo; feature: string; label: string }[];
export type CheckoutFeature = (typeof CHECKOUT_METHODS)[number]['feature'];

/**
 * The one name of an order type, on every screen and receipt (issue 13): the till, the
 * order cards and lists, the kitchen, the filters and the printed receipt all say this.
 */
export const deliverToLabel = (deliverTo: DeliverTo): string =>
  CHECKOUT_METHODS.find((method) => method.deliverTo === deliverTo)?.label ?? deliverTo;

/** 'Table 4' for an order with a table, null for one without. */
export const tableLabel = (table: string | null): string | null =>
  table !== null && table !== '' ? `Table ${table}` : null;

/** An order's type and, where it has one, its table: 'Eat In - Table 4', 'Click & Collect'. */
export const orderTypeLabel = ({
  deliverTo,
  table,
}: {
  deliverTo: DeliverTo;
  table: string | null;
}): string => {
  const name = deliverToLabel(deliverTo);
  const where = tableLabel(table);
  return where === null ? name : `${name} - ${where}`;
};

export const ORDER_STATUS_VALUES = [
  'requested',
  'ready',
  'fulfilled',
  'delivered',
  'collected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

export const PAYMENT_STATUS_VALUES = [
  'requested',
  'paid',
  'cancelled_provider',
  'cancelled_client',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

export const PAY_TYPES = ['cash', 'pax_device'] as const;
export type PayType = (typeof PAY_TYPES)[number];
