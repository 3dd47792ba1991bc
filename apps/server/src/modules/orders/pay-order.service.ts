import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import {
  SOLD_AT_FUTURE_TOLERANCE_MS,
  offlineMessages as om,
} from '@opentill/contract/orders/offline-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { orders, payments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { findSellingDevice } from '@/modules/devices/till-devices.service.js';
import { nextReceiptNumber } from '@/modules/clients/client-settings.service.js';
import { drawerForCash } from '@/modules/drawer/drawer-cash.service.js';
import { queueDrawerKick, queueKitchenTickets } from '@/modules/printing/print-queue.service.js';
import { hasKitchenStationSql } from '@/modules/printing/station-routing.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { appendJournal } from '@/modules/journal/journal.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import type { OrderActor, PayValues } from './order-inputs.js';
import {
  findPendingAttempt,
  insertAttempt,
  lockAttemptByUti,
  updateAttempt,
} from './card-attempt-rows.js';
import { orderPaidEntry } from './order-journal.js';
import { viewOrders } from './order-read.service.js';
import { nextVersion } from './order-version.js';
import { isOrderRow } from './order-payment-row.js';
import { paidColumns, writePart } from './pay-part.service.js';
import {
  attemptSettlement,
  cashSettlement,
  excessOf,
  partOf,
  type Settlement,
} from './pay-settlement.js';

export type Locked = {
  order: Pick<
    typeof orders.$inferSelect,
    'id' | 'status' | 'deliverTo' | 'soldOfflineAt' | 'deviceId'
  >;
  payment: typeof payments.$inferSelect;
};

/**
 * The order's payment, locked (FOR UPDATE) until the transaction ends, so two
 * pays of one order run one after the other and the second sees the first.
 * Refuses a missing (or another merchant's) order, a cancelled one and a paid one.
 */
export const lockPayment = async (tx: Db, clientId: string, orderId: string): Promise<Locked> => {
  const [row] = await tx
    .select({
      order: {
        id: orders.id,
        status: orders.status,
        deliverTo: orders.deliverTo,
        soldOfflineAt: orders.soldOfflineAt,
        deviceId: orders.deviceId,
      },
      payment: payments,
    })
    .from(payments)
    .innerJoin(orders, and(eq(orders.clientId, clientId), eq(orders.id, payments.orderId)))
    .where(and(eq(payments.clientId, clientId), eq(payments.orderId, orderId), isOrderRow))
    .limit(1)
    .for('update');
  if (!row) throw AppError.notFound('Order not found.');
  return row;
};

/** As lockPayment, and refuses a cancelled order and a paid one. */
export const lockUnpaidPayment = async (
  tx: Db,
  clientId: string,
  orderId: string,
): Promise<Locked> => {
  const row = await lockPayment(tx, clientId, orderId);
  if (row.order.status === 'cancelled') throw AppError.detail('conflict', m.orderCancelled);
  if (row.payment.status === 'paid')
    // Paid by card: an attempt the terminal approved, perhaps after the cashier stopped waiting.
    throw AppError.detail(
      'conflict',
      row.payment.payType === 'pax_device' ? a.saleApprovedEarlier : m.alreadyPaid,
    );
  return row;
};

/**
 * When the payment happened: now, or for a sale made offline the time its till took the
 * money (issue 15), so the day's reports count it on the day the customer paid.
 */
const paidAtOf = (sent: string | null | undefined, soldOfflineAt: Date | null, now: Date): Date => {
  if (!sent) return now;
  if (!soldOfflineAt) throw AppError.field('paid_at', om.paidAtOnlyOffline);
  const paidAt = new Date(sent);
  if (paidAt.getTime() > now.getTime() + SOLD_AT_FUTURE_TOLERANCE_MS)
    throw AppError.field('paid_at', om.paidAtFuture);
  if (paidAt < soldOfflineAt) throw AppError.field('paid_at', om.paidAtBeforeSale);
  return paidAt;
};

/**
 * POST orders/orders/{id}/pay/ (001 §7): cash needs at least the total and
 * keeps what was tendered (the view derives the change); a card payment keeps
 * the terminal's uti, reference and masked number. Issue 16: a `part_amount` below
 * what is due pays that part only (the order stays open for the rest), and a tip
 * rides on the payment, outside the sale. An in-store order is
 * complete once paid (001 §4), so it becomes fulfilled at the same moment.
 * Cash is refused while a card attempt still waits on the terminal (issue 12):
 * the customer may be paying there. The payment and the order are written in
 * one statement, and the answer is rendered from the rows written plus a read
 * of what paying leaves unchanged, inside the transaction, so that the
 * Idempotency-Key is sealed with it.
 */
export const payOrder = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  input: PayValues,
  actor: OrderActor,
  seal?: SealAnswer,
  now: Date = new Date(),
): Promise<Order> =>
  db.transaction(async (tx) => {
    if (input.deviceId && !(await findSellingDevice(tx, client.id, input.deviceId)))
      throw AppError.field('device_id', om.tillNotRegistered);
    const locked = await lockUnpaidPayment(tx, client.id, orderId);
    const paidAt = paidAtOf(input.paidAt, locked.order.soldOfflineAt, now);
    const due = locked.payment.amountGrossPence;
    let settlement: Settlement;
    let drawerSessionId: string | null = null;
    if (input.type === 'cash') {
      settlement = cashSettlement(input, due);
      if (await findPendingAttempt(tx, client.id, orderId, 'sale'))
        throw AppError.detail('conflict', a.saleStillWaiting);
      // The till taking the cash, else the one that sold it (issue 16).
      drawerSessionId = await drawerForCash(
        tx,
        client,
        input.deviceId ?? locked.order.deviceId,
        input.paidAt ? paidAt : null,
      );
    } else {
      settlement = await markSaleApproved(tx, client.id, locked, input, now);
    }
    const view = await settle(tx, client, locked, input, actor, now, settlement, {
      paidAt,
      drawerSessionId,
    });
    await seal?.(tx, view);
    return view;
  });

/**
 * Writes what a payment settles: all that is due (the order is paid) or a part of it
 * (the order stays open for the rest). Every way money is taken comes here.
 */
export const settle = (
  tx: Db,
  client: ClientRow,
  locked: Locked,
  input: PayValues,
  actor: OrderActor,
  now: Date,
  settlement: Settlement,
  at: { paidAt?: Date; drawerSessionId?: string | null } = {},
): Promise<Order> => {
  const paidAt = at.paidAt ?? now;
  const drawerSessionId = at.drawerSessionId ?? null;
  return settlement.part < locked.payment.amountGrossPence
    ? writePart(tx, client, locked, input, actor, now, settlement, paidAt, drawerSessionId)
    : writePaid(tx, client, locked, input, actor, now, paidAt, drawerSessionId, settlement.tip);
};

/**
 * The card attempt behind a card payment is approved and counted, and says what the SALE
 * paid: the part and tip it was started with. A uti the order has no attempt for (a client
 * that skipped start_card_payment) gets one now, for the part and tip sent; a uti of
 * another order is refused.
 */
const markSaleApproved = async (
  tx: Db,
  clientId: string,
  { order, payment }: Locked,
  input: Extract<PayValues, { type: 'pax_device' }>,
  now: Date,
): Promise<Settlement> => {
  const attempt = await lockAttemptByUti(tx, clientId, input.uti);
  const approved = {
    status: 'approved' as const,
    isRecorded: true,
    retrievalReferenceNumber: input.retrievalReferenceNumber,
    cardNumberMask: input.cardNumberMask,
    updatedAt: now,
  };
  if (!attempt) {
    const part = partOf(input.partAmount, payment.amountGrossPence);
    // A free order never reaches the terminal; the check keeps amounts positive.
    const tip = part === 0 ? 0 : input.tip;
    await insertAttempt(tx, {
      clientId,
      orderId: order.id,
      kind: 'sale',
      uti: input.uti,
      amountPence: Math.max(1, part + tip),
      tipPence: tip,
      ...approved,
    });
    return { part, tip };
  }
  if (attempt.orderId !== order.id || attempt.kind !== 'sale')
    throw AppError.field('uti', a.unknownAttempt);
  // Counted already (a late approval paid its part): the same SALE never pays twice. Before
  // split bills the order was paid by then and refused earlier; a part leaves it open.
  if (attempt.isRecorded) throw AppError.detail('conflict', a.saleApprovedEarlier);
  if (attempt.status === 'declined') throw AppError.field('uti', a.attemptAnswered);
  const settlement = attemptSettlement(attempt, payment.amountGrossPence);
  await updateAttempt(tx, attempt, { ...approved, excessPence: excessOf(attempt, settlement) });
  return settlement;
};

/**
 * Marks the locked payment paid (and an in-store order fulfilled), journals the sale and
 * answers the order's view. Every way an order is paid comes here: the till's pay (online
 * or, with paid_at, a sale made offline) and a card approval that arrives late.
 */
export const writePaid = async (
  tx: Db,
  client: ClientRow,
  { order, payment }: Locked,
  input: PayValues,
  actor: OrderActor,
  now: Date,
  paidAt: Date = now,
  drawerSessionId: string | null = null,
  tipPence = 0,
): Promise<Order> => {
  const paid = paidColumns(input, actor, payment, now, paidAt, drawerSessionId, tipPence);
  const paidPayment = tx.$with('paid_payment').as(
    tx
      .update(payments)
      .set(paid)
      .where(and(eq(payments.clientId, client.id), eq(payments.id, payment.id)))
      .returning({ id: payments.id }),
  );
  const isDoneOnPayment =
    order.deliverTo === 'in_store' && (order.status === 'requested' || order.status === 'ready');
  // Only a VAT-registered merchant numbers its receipts: the others never take the lock.
  const receipt = client.vatRegistered ? nextReceiptNumber(tx, client.id) : null;
  const [returned] = await tx
    .with(paidPayment, ...(receipt ? [receipt] : []))
    .update(orders)
    .set({
      paymentType: input.type,
      updatedAt: now,
      version: nextVersion,
      ...(receipt ? { receiptNumber: sql`(select ${receipt.receiptNumber} from ${receipt})` } : {}),
      ...(isDoneOnPayment ? { status: 'fulfilled' as const, completedAt: now } : {}),
    })
    .where(and(eq(orders.clientId, client.id), eq(orders.id, order.id)))
    // Whether there is a kitchen to print for rides along: without one, no tickets are sought.
    .returning({ ...getTableColumns(orders), hasKitchenStation: hasKitchenStationSql(client.id) });
  if (!returned) throw new Error(`order ${order.id} vanished while locked`);
  const { hasKitchenStation, ...updated } = returned;
  // Every column the UPDATE wrote is in `paid`, so the row needs no reading back.
  const paidPaymentRow = { ...payment, ...paid };
  const [view] = await viewOrders(tx, client, [{ order: updated, payment: paidPaymentRow }]);
  if (!view) throw new Error('the paid order has no view');
  // After the order's, payment's and receipt number's row locks, before the event's lock.
  await appendJournal(
    tx,
    client.id,
    orderPaidEntry(updated, paidPaymentRow, view, drawerSessionId),
  );
  // Printed after the commit by the dispatcher: tickets the kitchen is now to see, the drawer.
  if (hasKitchenStation)
    await queueKitchenTickets(tx, client.id, order.id, now, {
      wasRequested: order.status === 'requested',
    });
  // A sale sent in later by a till that was offline opened its drawer back then, if at all.
  if (input.type === 'cash' && paidAt.getTime() === now.getTime())
    await queueDrawerKick(tx, client.id, paid.deviceId, { orderId: order.id });
  await recordEvent(tx, {
    clientId: client.id,
    type: 'order.paid',
    orderId: order.id,
    orderVersion: updated.version,
  });
  return view;
};
