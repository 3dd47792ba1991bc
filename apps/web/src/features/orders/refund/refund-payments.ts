import { formatPence, type Pence } from '@opentill/contract/money';
import type { PrepareRefundResponse } from '@opentill/contract/orders/order-operations.schemas';
import { tenderLabel } from '@/features/orders/components/tender-label';

/** One paid payment of the order, as prepare_refund lists them (issue 16). */
export type RefundPaymentChoice = NonNullable<PrepareRefundResponse['payments']>[number];

/**
 * What a refund returns money to: the figures of one payment, and how it goes back (cash
 * or a card REFUND against that payment's reference).
 */
export type RefundTarget = {
  /**
   * The payment named to the server: only for an order paid in parts, so a single
   * payment's refund is sent exactly as before issue 16.
   */
  paymentId?: string;
  paymentType: PrepareRefundResponse['paymentType'];
  amountGross: Pence;
  amountRefunded: Pence;
  retrievalReferenceNumber: string | null;
};

/** The payments to choose between: none unless the order was paid in more than one. */
export const refundChoices = (prepared: PrepareRefundResponse): RefundPaymentChoice[] => {
  const payments = prepared.payments ?? [];
  return payments.length > 1 ? payments : [];
};

/**
 * The payment chosen until the cashier picks another: the one prepare_refund's figures are
 * of (the order's own, its last part), else the last listed (they come oldest first).
 */
export const defaultChoiceId = (prepared: PrepareRefundResponse): string | null => {
  const choices = refundChoices(prepared);
  const own = choices.find((choice) => choice.id === prepared.paymentId);
  return (own ?? choices.at(-1))?.id ?? null;
};

/** The chosen payment's figures, or prepare_refund's own when there is nothing to choose. */
export const refundTargetOf = (
  prepared: PrepareRefundResponse,
  chosenId: string | null,
): RefundTarget => {
  const chosen = refundChoices(prepared).find((choice) => choice.id === chosenId);
  if (chosen === undefined)
    return {
      paymentType: prepared.paymentType,
      amountGross: prepared.amountGross,
      amountRefunded: prepared.amountRefunded,
      retrievalReferenceNumber: prepared.retrievalReferenceNumber,
    };
  return {
    paymentId: chosen.id,
    paymentType: chosen.payType,
    amountGross: chosen.amountGross,
    amountRefunded: chosen.amountRefunded,
    retrievalReferenceNumber: chosen.retrievalReferenceNumber,
  };
};

/** "Card ****1234 — £5.00 (£1.00 refunded)", "Cash — £5.00". */
export const choiceLabel = (choice: RefundPaymentChoice): string => {
  const paid = `${tenderLabel(choice.payType, choice.cardNumberMask)} — ${formatPence(choice.amountGross)}`;
  return choice.amountRefunded > 0
    ? `${paid} (${formatPence(choice.amountRefunded)} refunded)`
    : paid;
};
