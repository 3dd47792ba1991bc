import { and, asc, eq, isNull } from 'drizzle-orm';
import type { KitchenTicket, KitchenTicketMark } from '@opentill/contract/printing/kitchen-ticket';
import type { Db } from '@/db/client.js';
import { orderItemPrints, orderItems, printJobs } from '@/db/schema/index.js';
import { loadKitchenOrderHead, type KitchenOrderHead } from './kitchen-order-head.js';
import { loadUnitOptions, ticketLines, type TicketUnit } from './kitchen-ticket-lines.js';
import { nextRound } from './print-rounds.js';
import { loadStationRouter, type KitchenStation } from './station-routing.js';

/** A till's sale is paid within seconds of being rung up: its ticket waits that long. */
export const TILL_PAYMENT_HOLD_MS = 3_000;

/**
 * Writes one job for a station's ticket; null when a job of that round is there already
 * (the unique key), so a change written twice prints once.
 */
export const insertTicketJob = async (
  tx: Db,
  clientId: string,
  orderId: string,
  station: KitchenStation,
  ticket: KitchenTicket,
  kind: 'kitchen' | 'void',
  notBefore?: Date,
): Promise<string | null> => {
  const [job] = await tx
    .insert(printJobs)
    .values({
      clientId,
      kind,
      orderId,
      round: ticket.round,
      stationId: station.id,
      printerId: station.printerId,
      payload: { type: 'kitchen', ticket },
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: printJobs.id });
  return job?.id ?? null;
};

export const ticketFor = (
  head: KitchenOrderHead,
  station: KitchenStation,
  mark: KitchenTicketMark,
  round: number,
  units: readonly TicketUnit[],
  options: ReadonlyMap<string, string[]>,
  at: Date,
): KitchenTicket => ({
  mark,
  station: station.name,
  orderNumber: head.orderNumber,
  orderType: head.orderType,
  table: head.table,
  slot: head.slot,
  at: at.toISOString(),
  timeZone: head.timeZone,
  round,
  lines: ticketLines(units, options),
  notes: mark === 'VOID' ? '' : head.notes,
  isUnpaid: head.isUnpaid,
});

/**
 * Queues the kitchen tickets an order change calls for, inside the change's transaction
 * (which holds the order's row lock): every line not yet sent, grouped by station, one
 * job per station. The first ticket of an order at a station is NEW, later ones ADD with
 * only the new lines. Nothing is queued for an order the kitchen does not see yet
 * (unpaid, when unpaid orders are not sent) or when the merchant has no kitchen station.
 * `holdMs` holds the tickets back a moment: a till that rings a sale up and takes the money
 * at once (TILL_PAYMENT_HOLD_MS) then has its ticket printed paid, not UNPAID.
 * `wasRequested`: the payment being written took the order from requested to fulfilled
 * (a counter sale is done once paid); the kitchen still has to make it, so a merchant who
 * sends only paid orders gets its ticket now. Answers how many jobs it wrote.
 */
export const queueKitchenTickets = async (
  tx: Db,
  clientId: string,
  orderId: string,
  now: Date,
  { holdMs = 0, wasRequested = false }: { holdMs?: number; wasRequested?: boolean } = {},
): Promise<number> => {
  const unsent = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      categoryId: orderItems.categoryId,
      productName: orderItems.productName,
      allergens: orderItems.allergens,
    })
    .from(orderItems)
    .leftJoin(
      orderItemPrints,
      and(
        eq(orderItemPrints.clientId, orderItems.clientId),
        eq(orderItemPrints.orderItemId, orderItems.id),
      ),
    )
    .where(
      and(
        eq(orderItems.clientId, clientId),
        eq(orderItems.orderId, orderId),
        isNull(orderItemPrints.orderItemId),
      ),
    )
    .orderBy(asc(orderItems.position), asc(orderItems.createdAt));
  if (unsent.length === 0) return 0;
  const router = await loadStationRouter(tx, clientId, unsent);
  if (!router) return 0;
  const head = await loadKitchenOrderHead(tx, clientId, orderId);
  if (!head || !(head.isForKitchen || (wasRequested && !head.isUnpaid))) return 0;

  const byStation = new Map<string, { station: KitchenStation; units: typeof unsent }>();
  for (const unit of unsent) {
    const station = router.stationFor(unit);
    const group = byStation.get(station.id) ?? { station, units: [] };
    group.units.push(unit);
    byStation.set(station.id, group);
  }
  const options = await loadUnitOptions(
    tx,
    clientId,
    unsent.map((unit) => unit.id),
  );
  let written = 0;
  for (const { station, units } of byStation.values()) {
    const round = await nextRound(tx, clientId, orderId, 'kitchen', station.id);
    const mark = round === 1 ? 'NEW' : 'ADD';
    const at = round === 1 ? head.createdAt : now;
    const ticket = ticketFor(head, station, mark, round, units, options, at);
    const notBefore = holdMs > 0 ? new Date(now.getTime() + holdMs) : undefined;
    const jobId = await insertTicketJob(
      tx,
      clientId,
      orderId,
      station,
      ticket,
      'kitchen',
      notBefore,
    );
    if (!jobId) continue;
    await tx.insert(orderItemPrints).values(
      units.map((unit) => ({
        clientId,
        orderItemId: unit.id,
        orderId,
        stationId: station.id,
        round,
        printJobId: jobId,
      })),
    );
    written += 1;
  }
  return written;
};
