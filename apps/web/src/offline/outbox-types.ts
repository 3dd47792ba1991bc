import type { Order, OrderCreateInput, PayInput } from '@opentill/contract/orders/order.schemas';

/**
 * Where a sale stands in the outbox:
 * - `live`: the checkout that made it is sending it itself (online); the drainer leaves it
 *   alone unless that checkout went away long ago (the tab was closed);
 * - `pending`: the drainer sends it, in order, until every step has a 2xx;
 * - `attention`: the server refused a step (4xx); staff read its sentence and decide.
 */
export type OutboxState = 'live' | 'pending' | 'attention';

/** The order item as the till sent it, with the unit price it showed (contract §B). */
export type OutboxOrderItem = OrderCreateInput['orderItems'][number] & { shownPrice: number };

/** POST orders/orders/ body without the fields the outbox adds itself. */
export type OutboxOrderBody = Omit<OrderCreateInput, 'orderItems'> & {
  orderItems: OutboxOrderItem[];
};

/** A payment taken while the server could not record it. */
export type OutboxPayment = {
  input: PayInput;
  /** ISO with offset: when the customer paid. */
  paidAt: string;
  /** The pay call's Idempotency-Key: `${id}:pay`, or the key an online attempt already used. */
  key: string;
};

/** One sale in the outbox (IndexedDB): everything needed to send it, and to show it. */
export type OutboxSale = {
  /** UUIDv7 made on the till: the order's id and its create's Idempotency-Key. */
  id: string;
  merchant: string;
  /** The till device's id from POST devices/tills/, null until it is known. */
  deviceId: string | null;
  deviceNumber: number | null;
  /** This till's sequence number for the sale: the device ticket's number. */
  seq: number;
  /** Milliseconds: when the sale was written. */
  writtenAt: number;
  /** ISO with offset; set when the sale was made while the server could not be reached. */
  soldAt: string | null;
  body: OutboxOrderBody;
  tillTotal: number;
  catalogueVersion: number | null;
  /** The create body of an attempt that may have reached the server (see drain-sale.ts). */
  attemptedBody: unknown;
  /** The server has the order (its create got a 2xx). */
  isCreated: boolean;
  payment: OutboxPayment | null;
  /**
   * The uti of a card SALE sent to the terminal for this sale whose approval the till has
   * not kept (the page went away, or the cashier cancelled the wait): before the sale
   * leaves the outbox the drainer asks the terminal about it, so a charge is never lost
   * and never taken twice. Absent on sales written before it was kept.
   */
  cardUti?: string | null;
  state: OutboxState;
  /** Milliseconds: when a checkout last claimed the sale (`live`). */
  claimedAt: number;
  attempts: number;
  /** Milliseconds: the drainer waits until then after a failure (back-off). */
  nextAttemptAt: number;
  /** The server's sentence when it refused a step. */
  problem: string | null;
  /** The order as the till shows it while the server does not have it. */
  snapshot: Order;
};

/** The till device as the server registered it (POST devices/tills/). */
export type TillDevice = {
  id: string;
  number: number;
  name: string;
  /** The highest sale number the server has from this device when it registered. */
  lastSeq?: number;
};
