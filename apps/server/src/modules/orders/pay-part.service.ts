import { and, eq, sql } from 'drizzle-orm';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { orders, payments } from '@/db/schema/index.js';
import { queueDrawerKick } from '@/modules/printing/print-queue.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { appendJournal } from '@/modules/journal/journal.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import type { OrderActor, PayValues } from './order-inputs.js';
import { partPaidEntry } from './order-journal.js';
import { viewOrders } from './order-read.service.js';
import { nextVersion } from './order-version.js';
import type { Locked } from './pay-order.service.js';
import type { Settlement } from './pay-settlement.js';

type PaymentRow = typeof payments.$inferSelect;

/** What the parts of a split bill paid so far come to (0 for an order paid in one go). */
export const paidPartsPence = async (tx: Db, clientId: string, orderId: string) => {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${payments.amountGrossPence}), 0)`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        eq(payments.clientId, clientId),
        eq(payments.orderId, orderId),
        eq(payments.isPart, true),
      ),
    );
  return row?.total ?? 0;
};

/** What the parts paid so far still hold once their refunds are taken off. */
export const heldByPartsPence = async (tx: Db, clientId: string, orderId: string) => {
  const [row] = await tx
    .select({
      total:
        sql<number>`coalesce(sum(${payments.amountGrossPence} - ${payments.amountRefundedPence}), 0)`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(
      and(
        eq(payments.clientId, clientId),
        eq(payments.orderId, orderId),
        eq(payments.isPart, true),
      ),
    );
  return row?.total ?? 0;
};

/**
 * What is left to pay once an open order's total changes (a void, a round added): the new
 * total less the parts already paid. Refused where the parts have paid more than the total.
 */
export const dueAfter = async (
  tx: Db,
  clientId: string,
  orderId: string,
  totalCost: number,
): Promise<number> => {
  const due = totalCost - (await paidPartsPence(tx, clientId, orderId));
  if (due < 0) throw AppError.detail('conflict', sb.voidBelowPaid);
  return due;
};

/** The columns a payment gets when it is paid: how, by whom, into which drawer, and the tip. */
export const paidColumns = (
  input: PayValues,
  actor: OrderActor,
  payment: Pick<PaymentRow, 'cashierId' | 'deviceId'>,
  now: Date,
  paidAt: Date,
  drawerSessionId: string | null,
  tipPence: number,
) => ({
  drawerSessionId,
  tipPence,
  ...(input.type === 'cash'
    ? {
        amountTenderedPence: input.amount,
        // The attempts keep every uti; the payment names the one that paid.
        uti: null,
        retrievalReferenceNumber: null,
        cardNumberMask: null,
      }
    : {
        amountTenderedPence: null,
        uti: input.uti,
        retrievalReferenceNumber: input.retrievalReferenceNumber,
        cardNumberMask: input.cardNumberMask,
      }),
  status: 'paid' as const,
  payType: input.type,
  paidAt,
  updatedAt: now,
  cashierId: actor.cashierId ?? payment.cashierId,
  // The device signed in, else the till that says it took the money, else the one that sold.
  deviceId: actor.deviceId ?? input.deviceId ?? payment.deviceId,
});

/**
 * Pays part of a split bill (issue 16): the part becomes a paid payment of its own, and
 * the order's row keeps what is still to pay, with no card started on it. The order stays
 * unpaid, open for the next part; its version moves so every screen shows what is left.
 */
export const writePart = async (
  tx: Db,
  client: ClientRow,
  { order, payment }: Locked,
  input: PayValues,
  actor: OrderActor,
  now: Date,
  { part, tip }: Settlement,
  paidAt: Date,
  drawerSessionId: string | null,
): Promise<Order> => {
  const paid = paidColumns(input, actor, payment, now, paidAt, drawerSessionId, tip);
  const [partRow] = await tx
    .insert(payments)
    .values({
      ...paid,
      clientId: client.id,
      orderId: order.id,
      isPart: true,
      amountGrossPence: part,
      createdAt: now,
    })
    .returning();
  if (!partRow) throw new Error('the part was not written');
  const [remainder] = await tx
    .update(payments)
    .set({
      amountGrossPence: sql`${payments.amountGrossPence} - ${part}`,
      uti: null,
      payType: null,
      updatedAt: now,
    })
    .where(and(eq(payments.clientId, client.id), eq(payments.id, payment.id)))
    .returning();
  const [updated] = await tx
    .update(orders)
    .set({ updatedAt: now, version: nextVersion })
    .where(and(eq(orders.clientId, client.id), eq(orders.id, order.id)))
    .returning();
  if (!remainder || !updated) throw new Error(`order ${order.id} vanished while locked`);
  const [view] = await viewOrders(tx, client, [{ order: updated, payment: remainder }]);
  if (!view) throw new Error('the part-paid order has no view');
  await appendJournal(tx, client.id, partPaidEntry(updated, partRow, drawerSessionId));
  // A part paid offline and sent in later opened its drawer back then, if at all.
  if (input.type === 'cash' && paidAt.getTime() === now.getTime())
    await queueDrawerKick(tx, client.id, paid.deviceId, { orderId: order.id });
  await recordEvent(tx, {
    clientId: client.id,
    type: 'order.updated',
    orderId: order.id,
    orderVersion: updated.version,
  });
  return view;
};
