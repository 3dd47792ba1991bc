import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { refundMessages } from '@opentill/contract/orders/refund-messages';
import type { Db } from '@/db/client.js';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { AppError } from '@/http/app-error.js';
import { approverOf } from '@/modules/cashiers/manager-approval.service.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { findOrderPayment, listPaidPayments } from '@/modules/orders/payment-refund.service.js';
import type { RefundPinService } from './refund-pin.service.js';
import type { Refunder } from './refund-principal.js';
import { REFUND_PIN_CHECKED } from './refund-grant.js';

/**
 * The manager who lets a refund through where the merchant says refunds need one: the
 * signed-in cashier when a manager, else the one named with their own PIN.
 */
const refundApprover = async (
  db: Db,
  clientId: string,
  cashierId: string | null,
  query: { managerId?: string | undefined; managerPin?: string | undefined },
): Promise<string> =>
  approverOf(
    db,
    clientId,
    cashierId,
    query.managerId ? { managerId: query.managerId, pin: query.managerPin ?? '' } : null,
    () => new AppError('validation', am.refunds, { approval: [am.refunds, am.managerRequired] }),
    // The refund PIN is already `pin`: the manager's goes on fields of its own.
    { manager: 'manager_id', pin: 'manager_pin' },
  );

const splitPayments = async (db: Db, clientId: string, orderId: string, paymentId: string) => ({
  paymentId,
  payments: (await listPaidPayments(db, clientId, orderId)).map((row) => ({
    id: row.id,
    payType: row.payType,
    amountGross: row.amountGrossPence,
    amountRefunded: row.amountRefundedPence,
    cardNumberMask: row.cardNumberMask,
    retrievalReferenceNumber: row.retrievalReferenceNumber || null,
  })),
});

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
  query: {
    pin: string;
    paymentId?: string | undefined;
    managerId?: string | undefined;
    managerPin?: string | undefined;
  },
): Promise<PrepareRefundResponse> => {
  const clientId = who.client.id;
  const payment = await findOrderPayment(db, clientId, orderId, query.paymentId);
  if (!payment) throw AppError.notFound('Order not found.');
  await pins.check(clientId, who.principalKey, query.pin);
  if (payment.status !== 'paid') throw AppError.detail('conflict', refundMessages.notPaid);
  const approverId = who.client.approvals.refunds
    ? await refundApprover(db, clientId, who.actor.cashierId ?? null, query)
    : null;
  // The check is the grant to record the refund: the approver goes with it.
  await recordAudit(db, {
    clientId,
    actor: who.actor,
    action: REFUND_PIN_CHECKED,
    entity: 'order',
    entityId: orderId,
    ...(approverId ? { details: { approvedByCashierId: approverId } } : {}),
  });
  return {
    // A card payment without a reference stores ''; the terminal wants none rather than a blank.
    retrievalReferenceNumber: payment.retrievalReferenceNumber || null,
    amountGross: payment.amountGrossPence,
    amountRefunded: payment.amountRefundedPence,
    paymentType: payment.payType,
    // A split bill (issue 16) also names its payments, so the dialog can ask which one.
    ...(payment.isSplit ? await splitPayments(db, clientId, orderId, payment.id) : {}),
  };
};
