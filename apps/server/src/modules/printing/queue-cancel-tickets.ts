import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderItemPrints, orderItems, printJobs, printStations } from '@/db/schema/index.js';
import { loadKitchenOrderHead } from './kitchen-order-head.js';
import { loadUnitOptions } from './kitchen-ticket-lines.js';
import { nextRound } from './print-rounds.js';
import { insertTicketJob, ticketFor } from './queue-kitchen-tickets.js';
import type { KitchenStation } from './station-routing.js';

/**
 * An order cancelled (issue 17): its tickets not printed yet are dropped, and each station
 * that was sent lines gets one VOID ticket with all of them, so nothing is made for nobody.
 * Called in the cancel's transaction.
 */
export const queueCancelTickets = async (
  tx: Db,
  clientId: string,
  orderId: string,
  now: Date,
): Promise<number> => {
  await tx
    .update(printJobs)
    .set({ status: 'failed', resolvedAt: now, lastError: 'the order was cancelled' })
    .where(
      and(
        eq(printJobs.clientId, clientId),
        eq(printJobs.orderId, orderId),
        eq(printJobs.kind, 'kitchen'),
        eq(printJobs.status, 'queued'),
      ),
    );
  const sent = await tx
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      allergens: orderItems.allergens,
      station: printStations,
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
    .innerJoin(
      printJobs,
      and(
        eq(printJobs.clientId, orderItemPrints.clientId),
        eq(printJobs.id, orderItemPrints.printJobId),
      ),
    )
    .where(
      and(
        eq(orderItemPrints.clientId, clientId),
        eq(orderItemPrints.orderId, orderId),
        inArray(printJobs.status, ['sending', 'confirmed', 'unconfirmed']),
      ),
    )
    .orderBy(asc(orderItems.position), asc(orderItems.createdAt));
  if (sent.length === 0) return 0;
  const head = await loadKitchenOrderHead(tx, clientId, orderId);
  if (!head) return 0;
  const options = await loadUnitOptions(
    tx,
    clientId,
    sent.map((unit) => unit.id),
  );
  const byStation = new Map<string, { station: KitchenStation; units: typeof sent }>();
  for (const unit of sent) {
    const group = byStation.get(unit.station.id) ?? { station: unit.station, units: [] };
    group.units.push(unit);
    byStation.set(unit.station.id, group);
  }
  let written = 0;
  for (const { station, units } of byStation.values()) {
    const round = await nextRound(tx, clientId, orderId, 'void', station.id);
    const ticket = ticketFor(head, station, 'VOID', round, units, options, now);
    if (await insertTicketJob(tx, clientId, orderId, station, ticket, 'void')) written += 1;
  }
  return written;
};
