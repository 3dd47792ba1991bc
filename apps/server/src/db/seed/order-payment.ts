import { addMinutes } from 'date-fns';
import type { DeliverTo, PaymentStatus, PayType } from '@/db/schema/index.js';
import type { OrderPlan } from './order-plan.js';
import type { OrderRows } from './order-rows.js';

// The payment side of a demo order: how it was paid and, now and then, a
// partial or full refund recorded the way the refund flow records it.

const refundNotes = ['Customer changed their mind', 'Wrong item served', 'Item unavailable', ''];

export const choosePayType = (plan: OrderPlan, deliverTo: DeliverTo): PayType =>
  deliverTo === 'home_delivery' || plan.rng.chance(0.55) ? 'pax_device' : 'cash';

/** Cash handed over: the exact money, or the smallest note that covers it. */
const cashTendered = (plan: OrderPlan, totalPence: number): number => {
  if (plan.rng.chance(0.3)) return totalPence;
  return (
    [500, 1000, 2000, 5000].find((n) => n >= totalPence) ?? Math.ceil(totalPence / 1000) * 1000
  );
};

/** Never later than a minute ago (history cannot happen in the future), never before `floor`. */
export const notAfterNow = (plan: OrderPlan, at: Date, floor: Date): Date => {
  const latest = addMinutes(plan.now, -1);
  const capped = at < latest ? at : latest;
  return capped < floor ? floor : capped;
};

export type PaymentInput = {
  orderId: string;
  payType: PayType;
  totalPence: number;
  lineCostsPence: readonly number[];
  cashierId: string | null;
  createdAt: Date;
  /** null when the order is not paid (yet). */
  paidAt: Date | null;
  cancelledAt: Date | null;
  mayRefund: boolean;
};

const statusOf = (input: PaymentInput): PaymentStatus => {
  if (input.paidAt) return 'paid';
  if (!input.cancelledAt) return 'requested';
  return input.payType === 'pax_device' ? 'cancelled_provider' : 'cancelled_client';
};

type RefundInput = PaymentInput & { paymentId: string; paidAt: Date };

/** Adds a refund (full or partial) and returns the amount refunded. */
const addRefund = (plan: OrderPlan, rows: OrderRows, input: RefundInput): number => {
  const isFull = plan.rng.chance(0.5) || input.lineCostsPence.length < 2;
  const oneLine = plan.rng.pick(input.lineCostsPence);
  const amountPence = isFull
    ? input.totalPence
    : Math.min(oneLine, input.totalPence - 1) || Math.floor(input.totalPence / 2);
  if (amountPence <= 0) return 0;
  const createdAt = notAfterNow(
    plan,
    addMinutes(input.paidAt, plan.rng.int(10, 240)),
    input.paidAt,
  );
  rows.refunds.push({
    id: plan.newId(),
    clientId: plan.clientId,
    paymentId: input.paymentId,
    orderId: input.orderId,
    amountPence,
    notes: plan.rng.pick(refundNotes),
    retrievalReferenceNumber: input.payType === 'pax_device' ? plan.rng.digits(12) : null,
    createdAt,
  });
  return amountPence;
};

/** The order's one payment row, with a refund on about one paid order in 25. */
export const addPayment = (plan: OrderPlan, rows: OrderRows, input: PaymentInput): void => {
  const { rng } = plan;
  const paymentId = plan.newId();
  const isCard = input.payType === 'pax_device' && input.paidAt !== null;
  const isCash = input.payType === 'cash' && input.paidAt !== null;
  const refunded =
    input.paidAt && input.mayRefund && input.totalPence > 0 && rng.chance(0.04)
      ? addRefund(plan, rows, { ...input, paymentId, paidAt: input.paidAt })
      : 0;
  rows.payments.push({
    id: paymentId,
    clientId: plan.clientId,
    orderId: input.orderId,
    status: statusOf(input),
    payType: input.payType,
    amountGrossPence: input.totalPence,
    amountTenderedPence: isCash ? cashTendered(plan, input.totalPence) : null,
    amountRefundedPence: refunded,
    uti: isCard ? plan.newId() : null,
    retrievalReferenceNumber: isCard ? rng.digits(12) : null,
    cardNumberMask: isCard ? `************${rng.digits(4)}` : null,
    cashierId: input.cashierId,
    paidAt: input.paidAt,
    createdAt: input.createdAt,
    updatedAt: input.paidAt ?? input.cancelledAt ?? input.createdAt,
  });
};
