import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { splitBillMessages } from '@opentill/contract/orders/split-bill';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import {
  findPendingAttempt,
  insertAttempt,
  lockAttemptByUti,
} from '@/modules/orders/card-attempt-rows.js';
import { getOrder } from '@/modules/orders/order-read.service.js';
import { lockOrderPayment } from '@/modules/orders/payment-refund.service.js';
import type { Refunder } from './refund-principal.js';
import { requirePinChecked } from './refund-pin-grant.js';

export type StartCardRefundValues = { uti: string; amount: number; paymentId?: string | null };

/**
 * POST orders/orders/{id}/start_card_refund/ (issue 12): the REFUND's uti is kept
 * on the order, as a pending attempt, before it goes to the terminal, so a refund
 * whose wait is cancelled can still be recorded if the terminal approves it later.
 * Needs a recent refund PIN check, as recording does. Refused while another card
 * refund of the order still waits, and above what is left to refund. The same uti
 * again is a retry, and changes nothing.
 */
export const startCardRefund = async (
  db: Db,
  who: Refunder,
  orderId: string,
  input: StartCardRefundValues,
  now: Date = new Date(),
): Promise<Order> => {
  const clientId = who.client.id;
  await requirePinChecked(db, who, orderId);
  await db.transaction(async (tx) => {
    const payment = await lockOrderPayment(tx, clientId, orderId, input.paymentId);
    if (!payment) throw AppError.notFound('Order not found.');
    if (payment.status !== 'paid') throw AppError.detail('conflict', refundMessages.notPaid);
    const same = await lockAttemptByUti(tx, clientId, input.uti);
    if (same) {
      if (same.orderId !== orderId || same.kind !== 'refund' || same.status !== 'pending')
        throw AppError.field('uti', a.attemptAnswered);
      return;
    }
    if (await findPendingAttempt(tx, clientId, orderId, 'refund'))
      throw AppError.detail('conflict', a.refundStillWaiting);
    const remainingPence = payment.amountGrossPence - payment.amountRefundedPence;
    if (input.amount > remainingPence) {
      if (payment.isSplit && !input.paymentId)
        throw AppError.field('payment_id', splitBillMessages.refundChoosePayment);
      throw AppError.field('amount', refundMessages.tooMuch(remainingPence));
    }
    await insertAttempt(tx, {
      clientId,
      orderId,
      kind: 'refund',
      uti: input.uti,
      amountPence: input.amount,
      paymentId: input.paymentId ? payment.id : null,
      createdAt: now,
      updatedAt: now,
    });
  });
  return getOrder(db, who.client, orderId);
};
