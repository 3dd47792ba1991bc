/**
 * The server's sentences for sales a till made while it could not reach the server (issue 15).
 * Zod-free, so the till's outbox can show them without loading zod.
 */
export const offlineMessages = {
  deviceUuidTaken: 'This id already belongs to another device of this business.',
  tillNotRegistered: 'This till is not registered with this business.',
  deviceSeqRequired: 'A till sale needs its sequence number.',
  deviceIdRequired: 'A sequence number needs the till that made the sale.',
  deviceSeqRange: 'The sequence number must be a whole number of 1 or more.',
  duplicateSale: (ticket: string, orderNumber: number) =>
    `This till already sent this sale (${ticket}, order ${orderNumber}).`,
  soldAtInvalid: 'Give the time of sale as a date and time with its offset.',
  soldAtFuture: 'The time of sale is in the future. Check the till’s clock.',
  soldAtTooOld: 'This sale is more than 7 days old and can no longer be sent.',
  idTaken: 'An order with this id already exists.',
  paidAtInvalid: 'Give the payment time as a date and time with its offset.',
  paidAtOnlyOffline: 'A payment time can be given only for a sale made offline.',
  paidAtFuture: 'The payment time is in the future. Check the till’s clock.',
  paidAtBeforeSale: 'The payment time is before the time of sale.',
  /** The alert a manager reads; `order` is "Order 57 (T2-0142)" or "Order 57". */
  priceReviewAlert: (order: string, tillTotal: string, catalogueTotal: string) =>
    `${order} was sold offline for ${tillTotal}; the catalogue prices it at ${catalogueTotal}. Check the prices on the till.`,
  oversoldAlert: (name: string, stock: number) =>
    `${name} was sold offline beyond its stock: ${stock} left. Count it and correct the stock.`,
} as const;

/** How far ahead of the server's clock a sale's time may be (a till's clock drifts a little). */
export const SOLD_AT_FUTURE_TOLERANCE_MS = 2 * 60 * 1000;
/** The oldest sale the server takes: a week covers a long weekend with the server down. */
export const SOLD_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
