import { and, eq, exists, sql } from 'drizzle-orm';
import { deliverToLabel } from '@opentill/contract/orders/deliver-to';
import { deviceTicket } from '@opentill/contract/orders/device-ticket';
import type { KitchenTicket } from '@opentill/contract/printing/kitchen-ticket';
import type { Db } from '@/db/client.js';
import { clients, devices, orders, payments } from '@/db/schema/index.js';

/** The order's part of a kitchen ticket, and whether the kitchen should see it yet. */
/**
 * "#9", as the till and the receipt say it; a sale made offline also carries the ticket
 * its till gave it then ("#9 · T2-0001"), which is what its customer was told.
 */
export const orderNumberLabel = (order: {
  orderNumber: number;
  deviceSeq: number | null;
  deviceNumber: number | null;
  soldOfflineAt: Date | null;
}): string =>
  order.soldOfflineAt !== null && order.deviceSeq !== null && order.deviceNumber !== null
    ? `#${order.orderNumber} · ${deviceTicket(order.deviceNumber, order.deviceSeq)}`
    : `#${order.orderNumber}`;

export type KitchenOrderHead = Pick<
  KitchenTicket,
  'orderNumber' | 'orderType' | 'table' | 'slot' | 'timeZone' | 'notes' | 'isUnpaid'
> & {
  /** As the kitchen screen decides: a requested order, paid or with unpaid orders sent. */
  isForKitchen: boolean;
  createdAt: Date;
};

export const loadKitchenOrderHead = async (
  tx: Db,
  clientId: string,
  orderId: string,
): Promise<KitchenOrderHead | null> => {
  const [row] = await tx
    .select({
      status: orders.status,
      deliverTo: orders.deliverTo,
      tableName: orders.tableName,
      slot: orders.orderDatetimeSlot,
      notes: orders.notes,
      orderNumber: orders.orderNumber,
      deviceSeq: orders.deviceSeq,
      soldOfflineAt: orders.soldOfflineAt,
      createdAt: orders.createdAt,
      deviceNumber: devices.number,
      timeZone: clients.timeZone,
      sendUnpaid: clients.sendUnpaidToKitchen,
      isPaid: exists(
        tx
          .select({ one: sql`1` })
          .from(payments)
          .where(
            and(
              eq(payments.clientId, clientId),
              eq(payments.orderId, orderId),
              eq(payments.isPart, false),
              eq(payments.status, 'paid'),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(devices, and(eq(devices.clientId, orders.clientId), eq(devices.id, orders.deviceId)))
    .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId)));
  if (!row) return null;
  const ticket = orderNumberLabel(row);
  return {
    orderNumber: ticket,
    orderType: deliverToLabel(row.deliverTo),
    table: row.tableName && row.tableName !== '' ? row.tableName : null,
    slot: row.slot ? row.slot.toISOString() : null,
    timeZone: row.timeZone,
    notes: row.notes,
    isUnpaid: !row.isPaid,
    isForKitchen: row.status === 'requested' && (row.isPaid || row.sendUnpaid),
    createdAt: row.createdAt,
  };
};
