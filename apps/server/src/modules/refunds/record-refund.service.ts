import type { z } from 'zod';
import type { completedRefundInputSchema } from '@opentill/contract/orders/order-operations.schemas';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import type { Db } from '@/db/client.js';
import { refunds } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { SealAnswer } from '@/http/idempotency.js';
import { hasRecentAudit } from '@/modules/audit/audit-read.service.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { getOrder } from '@/modules/orders/order-read.service.js';
import {
  addRefundedPence,
  findOrderPayment,
  lockOrderPayment,
} from '@/modules/orders/payment-refund.service.js';
import type { Refunder } from './refund-principal.js';
import { PIN_CHECK_NEEDED, REFUND_GRANT_MS, REFUND_PIN_CHECKED } from './refund-grant.js';

export type CompletedRefundValues = z.output<typeof completedRefundInputSchema>;

const notFound = () => AppError.notFound('Order not found.');

/** The PIN must have been checked for this order by this employee or terminal lately. */
const requirePinChecked = async (db: Db, who: Refunder, orderId: string) => {
  const isChecked = await hasRecentAudit(db, {
    clientId: who.client.id,
    actor: who.actor,
    action: REFUND_PIN_CHECKED,
    entity: 'order',
    entityId: orderId,
    withinMs: REFUND_GRANT_MS,
  });
  if (isChecked) return;
  // Another merchant's order stays a 404, whatever the PIN state.
  if (!(await findOrderPayment(db, who.client.id, orderId))) throw notFound();
  throw AppError.detail('conflict', PIN_CHECK_NEEDED);
};

/**
 * POST orders/orders/{id}/handle_completed_partial_refund/ (000 §7): records a
 * refund the till has made (cash handed back, or a REFUND the terminal
 * approved). Validate, then in one transaction under the payment's row lock:
 * check what is left, write the refund, raise the running total, audit. Two
 * refunds at once take turns on the lock, so together they never pass the
 * amount paid (DESIGN.md §9). The answer is read in the same transaction, and
 * sealed into the Idempotency-Key with the refund.
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
    const payment = await lockOrderPayment(tx, clientId, orderId);
    if (!payment) throw notFound();
    if (payment.status !== 'paid') throw AppError.detail('conflict', refundMessages.notPaid);
    const remainingPence = payment.amountGrossPence - payment.amountRefundedPence;
    if (input.amountRefunded > remainingPence) {
      throw AppError.field('amount_refunded', refundMessages.tooMuch(remainingPence));
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
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
    await addRefundedPence(tx, clientId, payment.id, input.amountRefunded, now);
    await recordAudit(tx, {
      clientId,
      actor: who.actor,
      action: 'order.refunded',
      entity: 'order',
      entityId: orderId,
      details: {
        refundId: refund?.id,
        amountPence: input.amountRefunded,
        payType: payment.payType,
        refundedTotalPence: payment.amountRefundedPence + input.amountRefunded,
        amountGrossPence: payment.amountGrossPence,
      },
    });
    const order = await getOrder(tx, who.client, orderId);
    await seal?.(tx, order);
    return order;
  });
};
