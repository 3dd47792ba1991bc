import { addMinutes } from 'date-fns';
import type { DeliverTo, OrderStatus } from '@/db/schema/index.js';
import { pushOrderLines } from './order-line-rows.js';
import { deliveryChargeFor, ringUpOrder } from './order-lines.js';
import { addPayment, choosePayType, notAfterNow } from './order-payment.js';
import { slotMethods, type OrderDraft, type OrderPlan } from './order-plan.js';
import type { OrderRows } from './order-rows.js';

// Turns one drafted order into its rows: the order, its lines and chosen
// options, an occasional discount, its payment and maybe a refund.

const notes = [
  'No sugar please',
  'Allergy: nuts',
  'Extra hot',
  'Ring the bell',
  'Leave at the door',
];

const finalStatus = (plan: OrderPlan, deliverTo: DeliverTo): OrderStatus => {
  if (deliverTo === 'collection' || deliverTo === 'click_and_collect') {
    return plan.rng.chance(0.85) ? 'collected' : 'fulfilled';
  }
  if (deliverTo === 'delivery' || deliverTo === 'home_delivery') {
    return plan.rng.chance(0.85) ? 'delivered' : 'fulfilled';
  }
  return 'fulfilled';
};

const customerFor = (plan: OrderPlan, deliverTo: DeliverTo): string | null => {
  const wantsCustomer =
    deliverTo === 'delivery' ||
    slotMethods.includes(deliverTo) ||
    (deliverTo === 'collection' && plan.rng.chance(0.5)) ||
    plan.rng.chance(0.05);
  return wantsCustomer && plan.customers.length > 0 ? plan.rng.pick(plan.customers).id : null;
};

/** When the order got ready, was completed or was cancelled (null where it did not). */
const timeline = (plan: OrderPlan, draft: OrderDraft, isCancelled: boolean) => {
  const { rng } = plan;
  const { createdAt, phase } = draft;
  if (isCancelled) {
    const cancelledAt = notAfterNow(plan, addMinutes(createdAt, rng.int(2, 20)), createdAt);
    return { readyAt: null, completedAt: null, cancelledAt };
  }
  const readyAt =
    phase === 'requested'
      ? null
      : notAfterNow(plan, addMinutes(createdAt, rng.int(4, 15)), createdAt);
  const finish = draft.slotAt
    ? addMinutes(draft.slotAt, rng.int(0, 20))
    : addMinutes(readyAt ?? createdAt, rng.int(2, 25));
  const completedAt = phase === 'history' && readyAt ? notAfterNow(plan, finish, readyAt) : null;
  return { readyAt, completedAt, cancelledAt: null };
};

export const buildOrder = (
  plan: OrderPlan,
  rows: OrderRows,
  draft: OrderDraft,
  orderNumber: number,
): void => {
  const { rng, clientId } = plan;
  const { createdAt, deliverTo, phase } = draft;
  const orderId = plan.newId();
  const { lines, itemsTotalPence } = ringUpOrder(plan.products, deliverTo, rng);
  const deliveryChargePence = deliveryChargeFor(deliverTo, itemsTotalPence, plan);
  const isCancelled = phase === 'history' && rng.chance(0.03);
  const hasDiscount = phase === 'history' && !isCancelled && rng.chance(0.03);
  const discountPence = hasDiscount ? -Math.floor(itemsTotalPence / 10) : 0;
  if (discountPence < 0) {
    rows.priceAdjustments.push({
      id: plan.newId(),
      clientId,
      orderId,
      label: 'Staff discount 10%',
      amountPence: discountPence,
      createdAt,
    });
  }
  const totalCostPence = itemsTotalPence + deliveryChargePence + discountPence;
  const { readyAt, completedAt, cancelledAt } = timeline(plan, draft, isCancelled);
  const isOnline = slotMethods.includes(deliverTo);
  const cashierId = isOnline || plan.cashierIds.length === 0 ? null : rng.pick(plan.cashierIds);
  const table =
    deliverTo === 'table_service'
      ? (plan.tables[rng.int(0, plan.tables.length - 1)] ?? null)
      : null;
  const payType = choosePayType(plan, deliverTo);

  rows.orders.push({
    id: orderId,
    clientId,
    orderNumber,
    status: isCancelled ? 'cancelled' : phase === 'history' ? finalStatus(plan, deliverTo) : phase,
    deliverTo,
    customerId: customerFor(plan, deliverTo),
    tableId: table?.id ?? null,
    tableName: table?.name ?? null,
    notes: rng.chance(0.08) ? rng.pick(notes) : '',
    orderDatetimeSlot: draft.slotAt,
    source: isOnline ? 'online' : 'tpos',
    paymentType: payType,
    cashierId,
    itemsTotalPence,
    deliveryChargePence,
    adjustmentsTotalPence: discountPence,
    totalCostPence,
    createdAt,
    updatedAt: completedAt ?? cancelledAt ?? readyAt ?? createdAt,
    readyAt,
    completedAt,
    cancelledAt,
  });
  pushOrderLines(plan, rows, orderId, lines, { createdAt, readyAt, deliverTo });
  const isPaid = draft.isPaid && !isCancelled;
  addPayment(plan, rows, {
    orderId,
    payType,
    totalPence: totalCostPence,
    lineCostsPence: lines.map((line) => line.costPence),
    cashierId,
    createdAt,
    paidAt: isPaid ? notAfterNow(plan, addMinutes(createdAt, rng.int(1, 3)), createdAt) : null,
    cancelledAt,
    mayRefund: phase === 'history',
  });
};
