import { deviceTicket } from '@opentill/contract/orders/device-ticket';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { LocalOrder } from '@/offline/local-order';

/** Orders this page knows only the till has (made or read from the outbox while offline). */
const localIds = new Set<string>();

export const markLocalOrder = (id: string): void => {
  localIds.add(id);
};

export const forgetLocalOrder = (id: string): void => {
  localIds.delete(id);
};

/** Whether paying this order is the till's to record: the server does not have it yet. */
export const isLocalOrder = (id: string): boolean => localIds.has(id);

/**
 * "T2-0142" (contract deviceTicket); a till not yet registered (never online) shows its
 * sequence alone until the server gives it a number.
 */
export const deviceTicketOf = (deviceNumber: number | null, seq: number): string =>
  deviceNumber === null ? `T-${String(seq).padStart(4, '0')}` : deviceTicket(deviceNumber, seq);

/** The order as the till shows a local one: the server's fields where it has them. */
export const asLocalOrder = (order: Order): LocalOrder => ({
  ...order,
  deviceTicket: order.deviceTicket ?? null,
  soldOfflineAt: order.soldOfflineAt ?? null,
});

/**
 * How staff name an order: its number once the server gave one, with the device ticket
 * beside it for a sale made offline (staff knew it by that ticket); the ticket alone while
 * only the till has it. A sale made online was only ever "Order N", though its till numbered it.
 */
export const orderTitle = (order: Order): string => {
  const { deviceTicket, soldOfflineAt } = asLocalOrder(order);
  if (order.orderNumber > 0)
    return deviceTicket === null || soldOfflineAt === null
      ? `Order ${order.orderNumber}`
      : `Order ${order.orderNumber} · ${deviceTicket}`;
  return `Ticket ${deviceTicket ?? ''}`.trim();
};
