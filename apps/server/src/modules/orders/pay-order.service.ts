import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { orders, payments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import type { OrderActor, PayValues, StartCardPaymentValues } from './order-inputs.js';
import { getOrder, viewOrders } from './order-read.service.js';

type Locked = {
  order: Pick<typeof orders.$inferSelect, 'id' | 'status' | 'deliverTo'>;
  payment: typeof payments.$inferSelect;
};

/**
 * The order's payment, locked (FOR UPDATE) until the transaction ends, so two
 * pays of one order run one after the other and the second sees the first.
 * Refuses a missing (or another merchant's) order, a cancelled one and a paid one.
 */
const lockUnpaidPayment = async (tx: Db, clientId: string, orderId: string): Promise<Locked> => {
  const [row] = await tx
    .select({
      order: { id: orders.id, status: orders.status, deliverTo: orders.deliverTo },
      payment: payments,
    })
    .from(payments)
    .innerJoin(orders, and(eq(orders.clientId, clientId), eq(orders.id, payments.orderId)))
    .where(and(eq(payments.clientId, clientId), eq(payments.orderId, orderId)))
    .limit(1)
    .for('update');
  if (!row) throw AppError.notFound('Order not found.');
  if (row.order.status === 'cancelled') throw AppError.detail('conflict', m.orderCancelled);
  if (row.payment.status === 'paid') throw AppError.detail('conflict', m.alreadyPaid);
  return row;
};

/**
 * POST orders/orders/{id}/pay/ (001 §7): cash needs at least the total and
 * keeps what was tendered (the view derives the change); a card payment keeps
 * the terminal's uti, reference and masked number. An in-store order is
 * complete once paid (001 §4), so it becomes fulfilled at the same moment.
 * The payment and the order are written in one statement, and the answer is
 * rendered from the rows written plus a read of what paying leaves unchanged,
 * inside the transaction, so that the Idempotency-Key is sealed with it.
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
    const { order, payment } = await lockUnpaidPayment(tx, client.id, orderId);
    if (input.type === 'cash' && input.amount < payment.amountGrossPence) {
      throw AppError.field('amount', m.tenderedBelowTotal);
    }
    const paid = {
      ...(input.type === 'cash'
        ? {
            amountTenderedPence: input.amount,
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
      paidAt: now,
      updatedAt: now,
      cashierId: actor.cashierId ?? payment.cashierId,
      deviceId: actor.deviceId ?? payment.deviceId,
    };
    const paidPayment = tx.$with('paid_payment').as(
      tx
        .update(payments)
        .set(paid)
        .where(and(eq(payments.clientId, client.id), eq(payments.id, payment.id)))
        .returning({ id: payments.id }),
    );
    const isDoneOnPayment =
      order.deliverTo === 'in_store' && (order.status === 'requested' || order.status === 'ready');
    const [updated] = await tx
      .with(paidPayment)
      .update(orders)
      .set({
        paymentType: input.type,
        updatedAt: now,
        ...(isDoneOnPayment ? { status: 'fulfilled' as const, completedAt: now } : {}),
      })
      .where(and(eq(orders.clientId, client.id), eq(orders.id, order.id)))
      .returning();
    if (!updated) throw new Error(`order ${order.id} vanished while locked`);
    // Every column the UPDATE wrote is in `paid`, so the row needs no reading back.
    const [view] = await viewOrders(tx, client, [
      { order: updated, payment: { ...payment, ...paid } },
    ]);
    if (!view) throw new Error('the paid order has no view');
    await seal?.(tx, view);
    return view;
  });

/**
 * POST orders/orders/{id}/start_card_payment/: the uti is stored before the
 * web sends the SALE, so a checkout reopened after a crash or reload asks the
 * terminal about that transaction instead of charging the card twice.
 */
export const startCardPayment = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  input: StartCardPaymentValues,
  now: Date = new Date(),
): Promise<Order> => {
  await db.transaction(async (tx) => {
    const { payment } = await lockUnpaidPayment(tx, client.id, orderId);
    await tx
      .update(payments)
      .set({ uti: input.uti, payType: 'pax_device', updatedAt: now })
      .where(and(eq(payments.clientId, client.id), eq(payments.id, payment.id)));
  });
  return getOrder(db, client, orderId);
};
