import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { findOrderPayment } from '@/modules/orders/payment-refund.service.js';
import type { RefundPinService } from './refund-pin.service.js';
import type { Refunder } from './refund-principal.js';
import { REFUND_PIN_CHECKED } from './refund-grant.js';

/**
 * GET orders/orders/{id}/prepare_refund/?pin= (000 §2, §7): checks the refund
 * PIN, then answers what the refund dialog and the terminal's REFUND need.
 * The order is found first, so a guess at a missing order costs no attempt;
 * the PIN comes before "not paid", so nothing is said about money without it.
 */
export const prepareRefund = async (
  db: Db,
  pins: RefundPinService,
  who: Refunder,
  orderId: string,
  pin: string,
): Promise<PrepareRefundResponse> => {
  const clientId = who.client.id;
  const payment = await findOrderPayment(db, clientId, orderId);
  if (!payment) throw AppError.notFound('Order not found.');
  await pins.check(clientId, who.principalKey, pin);
  if (payment.status !== 'paid') throw AppError.detail('conflict', refundMessages.notPaid);
  await recordAudit(db, {
    clientId,
    actor: who.actor,
    action: REFUND_PIN_CHECKED,
    entity: 'order',
    entityId: orderId,
  });
  return {
    // A card payment without a reference stores ''; the terminal wants none rather than a blank.
    retrievalReferenceNumber: payment.retrievalReferenceNumber || null,
    amountGross: payment.amountGrossPence,
    amountRefunded: payment.amountRefundedPence,
    paymentType: payment.payType,
  };
};
