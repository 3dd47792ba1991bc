import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderItemPrints, orderItems, printStations } from '@/db/schema/index.js';
import { loadKitchenOrderHead } from './kitchen-order-head.js';
import { loadUnitOptions } from './kitchen-ticket-lines.js';
import { nextRound } from './print-rounds.js';
import { insertTicketJob, ticketFor } from './queue-kitchen-tickets.js';

/**
 * A VOID ticket for a line the kitchen was sent, at the station it was sent to; called in
 * the void's transaction before the line is deleted. A line never sent prints nothing.
 */
export const queueVoidTicket = async (
  tx: Db,
  clientId: string,
  orderId: string,
  orderItemId: string,
  now: Date,
): Promise<boolean> => {
  const [sent] = await tx
    .select({
      productName: orderItems.productName,
      allergens: orderItems.allergens,
      stationId: printStations.id,
      name: printStations.name,
      printerId: printStations.printerId,
      fallbackPrinterId: printStations.fallbackPrinterId,
    })
    .from(orderItemPrints)
    .innerJoin(
      orderItems,
      and(
        eq(orderItems.clientId, orderItemPrints.clientId),
        eq(orderItems.id, orderItemPrints.orderItemId),
      ),
    )
    .innerJoin(
      printStations,
      and(
        eq(printStations.clientId, orderItemPrints.clientId),
        eq(printStations.id, orderItemPrints.stationId),
      ),
    )
    .where(
      and(eq(orderItemPrints.clientId, clientId), eq(orderItemPrints.orderItemId, orderItemId)),
    );
  if (!sent) return false;
  const head = await loadKitchenOrderHead(tx, clientId, orderId);
  if (!head) return false;
  const round = await nextRound(tx, clientId, orderId, 'void', sent.stationId);
  const station = {
    id: sent.stationId,
    name: sent.name,
    printerId: sent.printerId,
    fallbackPrinterId: sent.fallbackPrinterId,
  };
  const options = await loadUnitOptions(tx, clientId, [orderItemId]);
  const unit = { id: orderItemId, productName: sent.productName, allergens: sent.allergens };
  const ticket = ticketFor(head, station, 'VOID', round, [unit], options, now);
  return (await insertTicketJob(tx, clientId, orderId, station, ticket, 'void')) !== null;
};
