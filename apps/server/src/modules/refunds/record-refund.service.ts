import type { z } from 'zod';
import type { completedRefundInputSchema } from '@opentill/contract/orders/order-operations.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import { splitBillMessages } from '@opentill/contract/orders/split-bill';
import type { Db } from '@/db/client.js';
import { refunds } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { drawerForRefund } from '@/modules/drawer/drawer-cash.service.js';
import { getOrder } from '@/modules/orders/order-read.service.js';
import {
  addRefundedPence,
  lockOrderPayment,
  recordOrderRefunded,
} from '@/modules/orders/payment-refund.service.js';
import type { Db as Tx } from '@/db/client.js';
import {
  findPendingAttempt,
  lockAttemptByUti,
  refundAttemptPaymentId,
  updateAttempt,
} from '@/modules/orders/card-attempt-rows.js';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import type { Refunder } from './refund-principal.js';
import { requirePinChecked } from './refund-pin-grant.js';

export type CompletedRefundValues = z.output<typeof completedRefundInputSchema>;

const notFound = () => AppError.notFound('Order not found.');

/**
 * POST orders/orders/{id}/handle_completed_partial_refund/ (000 §7): records a
 * refund the till has made (cash handed back, or a REFUND the terminal
 * approved). Validate, then in one transaction under the payment's row lock:
 * check what is left, write the refund, raise the running total, audit. Two
 * refunds at once take turns on the lock, so together they never pass the
 * amount paid (DESIGN.md §9). The answer is read in the same transaction, and
 * sealed into the Idempotency-Key with the refund. A card refund names its
 * attempt's uti (issue 12): the attempt is then approved and counted, once; a
 * refund without a uti (cash) waits while a card refund of the order is pending.
 */
export const recordCompletedRefund = async (
  db: Db,
  who: Refunder,
  orderId: string,
  input: CompletedRefundValues,
  seal?: SealAnswer,
  now: Date = new Date(),
): Promise<Order> => {
  const clientId = who.client.id;
  await requirePinChecked(db, who, orderId);
  return db.transaction(async (tx) => {
    // A card refund the terminal approved late names no payment: its attempt knows which.
    const attemptPaymentId =
      input.uti === undefined ? null : await refundAttemptPaymentId(tx, clientId, input.uti);
    // A terminal REFUND started for one payment is booked against that one, never another.
    if (input.paymentId && attemptPaymentId && input.paymentId !== attemptPaymentId)
      throw AppError.field('payment_id', splitBillMessages.refundUnknownPayment);
    const paymentId = input.paymentId ?? attemptPaymentId;
    const payment = await lockOrderPayment(tx, clientId, orderId, paymentId);
    if (!payment) throw notFound();
    if (payment.status !== 'paid') throw AppError.detail('conflict', refundMessages.notPaid);
    await settleAttempt(tx, clientId, orderId, input, now);
    const remainingPence = payment.amountGrossPence - payment.amountRefundedPence;
    if (input.amountRefunded > remainingPence) {
      if (payment.isSplit && !paymentId)
        throw AppError.field('payment_id', splitBillMessages.refundChoosePayment);
      throw AppError.field('amount_refunded', refundMessages.tooMuch(remainingPence));
    }
    // Cash comes out of the refunding till's drawer; a card REFUND (it names its uti), even of
    // a cash sale, leaves the drawer alone.
    const isCash = payment.payType === 'cash' && input.uti === undefined;
    const drawerSessionId = isCash
      ? await drawerForRefund(tx, who.client, input.deviceId ?? who.actor.deviceId ?? null)
      : null;
    const [refund] = await tx
      .insert(refunds)
      .values({
        drawerSessionId,
        clientId,
        paymentId: payment.id,
        orderId,
        amountPence: input.amountRefunded,
        notes: input.notes,
        retrievalReferenceNumber: input.retrievalReferenceNumber || null,
        createdByUserId: who.actor.userId ?? null,
        deviceId: who.actor.deviceId ?? null,
        createdAt: now,
      })
      .returning({ id: refunds.id });
    if (!refund) throw new Error('the refund was not returned');
    await addRefundedPence(tx, clientId, payment.id, input.amountRefunded, now);
    await recordAudit(tx, {
      clientId,
      actor: who.actor,
      action: 'order.refunded',
      entity: 'order',
      entityId: orderId,
      details: {
        refundId: refund.id,
        amountPence: input.amountRefunded,
        payType: payment.payType,
        refundedTotalPence: payment.amountRefundedPence + input.amountRefunded,
        amountGrossPence: payment.amountGrossPence,
      },
    });
    await recordOrderRefunded(tx, clientId, orderId, {
      kind: 'refund',
      subjectId: refund.id,
      payload: {
        refundId: refund.id,
        orderId,
        paymentId: payment.id,
        amountPence: input.amountRefunded,
        payType: payment.payType,
        refundedIn: isCash ? 'cash' : 'card',
        uti: input.uti ?? null,
        retrievalReferenceNumber: input.retrievalReferenceNumber || null,
        notes: input.notes,
        drawerSessionId,
        refundedAt: now.toISOString(),
        userId: who.actor.userId ?? null,
        cashierId: who.actor.cashierId ?? null,
        deviceId: who.actor.deviceId ?? null,
      },
    });
    const order = await getOrder(tx, who.client, orderId);
    await seal?.(tx, order);
    return order;
  });
};

/** The card refund's attempt is counted now; a cash refund waits for a pending card one. */
const settleAttempt = async (
  tx: Tx,
  clientId: string,
  orderId: string,
  input: CompletedRefundValues,
  now: Date,
) => {
  if (input.uti === undefined) {
    if (await findPendingAttempt(tx, clientId, orderId, 'refund'))
      throw AppError.detail('conflict', a.refundStillWaiting);
    return;
  }
  const attempt = await lockAttemptByUti(tx, clientId, input.uti);
  if (!attempt || attempt.orderId !== orderId || attempt.kind !== 'refund')
    throw AppError.field('uti', a.unknownAttempt);
  if (attempt.isRecorded || attempt.status === 'declined')
    throw AppError.detail('conflict', a.attemptAnswered);
  if (attempt.amountPence !== input.amountRefunded)
    throw AppError.field(
      'amount_refunded',
      'The amount differs from the refund sent to the terminal.',
    );
  await updateAttempt(tx, attempt, {
    status: 'approved',
    isRecorded: true,
    retrievalReferenceNumber: input.retrievalReferenceNumber ?? null,
    updatedAt: now,
  });
};
