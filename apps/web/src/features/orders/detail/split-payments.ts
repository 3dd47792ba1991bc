import type { Pence } from '@opentill/contract/money';
import type { OrderPayment, PaymentPart } from '@opentill/contract/orders/order.schemas';
import { tenderLabel } from '@/features/orders/components/tender-label';

/** One payment of a split bill as the detail lists it (issue 16). */
export type SplitPaymentLine = {
  id: string;
  tender: string;
  amount: Pence;
  tip: Pence;
  refunded: Pence;
  paidAt: string | null;
};

const sumOf = (parts: readonly PaymentPart[], pick: (part: PaymentPart) => Pence): Pence =>
  parts.reduce((sum, part) => sum + pick(part), 0);

/**
 * A split bill's payments, oldest first: its parts, then the order's own payment once it
 * is paid (the last part). The order's amounts are over every part, so the last part's own
 * are what is left once the earlier parts are taken off. An order paid in one go has none.
 */
export const splitPaymentLines = (payment: OrderPayment): SplitPaymentLine[] => {
  const parts = payment.parts ?? [];
  if (parts.length === 0) return [];
  const earlier = parts.map((part): SplitPaymentLine => ({
    id: part.id,
    tender: tenderLabel(part.payType, part.cardNumberMask),
    amount: part.amountGross,
    tip: part.tip,
    refunded: part.amountRefunded,
    paidAt: part.paidAt,
  }));
  if (payment.status !== 'paid') return earlier;
  const last: SplitPaymentLine = {
    id: payment.id,
    tender: tenderLabel(payment.payType, payment.cardNumberMask),
    amount: payment.amountGross - sumOf(parts, (part) => part.amountGross),
    tip: (payment.tip ?? 0) - sumOf(parts, (part) => part.tip),
    refunded: payment.amountRefunded - sumOf(parts, (part) => part.amountRefunded),
    paidAt: payment.paidAt,
  };
  return [...earlier, last];
};

/** Whether the order is paid in parts: it then lists its payments and names one to refund. */
export const isSplitPayment = (payment: OrderPayment | null): boolean =>
  (payment?.parts ?? []).length > 0;
