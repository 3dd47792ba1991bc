import {
  isDone,
  orderProgress,
  type OrderAction,
} from '@opentill/contract/orders/order-status-machine';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { isPaid } from '@/features/orders/components/order-labels';
import { handedOverLabel } from '@/ui/order-labels';

export type ProgressStep = 'ready' | 'fulfil';

/**
 * The steps as shown: Paid (Unpaid until it is), Ready, and the hand-over in the
 * method's word: Completed (000 §4 shows fulfilled as completed), Delivered or Collected.
 */
export const progressSteps = (order: Pick<Order, 'deliverTo' | 'orderPayment'>) =>
  [
    { key: 'paid', label: isPaid(order) ? 'Paid' : 'Unpaid' },
    { key: 'ready', label: 'Ready' },
    { key: 'fulfil', label: handedOverLabel(order.deliverTo) },
  ] as const;

/** The calls a step makes, in turn: fulfilling a requested order goes via ready (001 §4). */
export type StepAction = { actions: OrderAction[]; needsConfirmation: boolean };

export const hasUnreadyItems = (order: Pick<Order, 'orderItems'>): boolean =>
  order.orderItems.some((item) => item.status !== 'ready');

export const progressOf = (order: Pick<Order, 'status' | 'orderPayment'>) =>
  orderProgress(order.status, isPaid(order));

/**
 * 001 §4: the ready step marks ready (asking first when items are not ready), or, at
 * progress 2 or more, reverts via unready. The fulfil step fulfils, asking first when
 * items are unready; from requested it calls ready first, then fulfill (001-12), so the
 * kitchen and every list see the ready step as they would by hand. An unpaid order counts its status, so
 * a second tap on Ready undoes it there too. A cancelled order has no steps.
 */
export const stepAction = (
  step: ProgressStep,
  order: Pick<Order, 'status' | 'orderPayment' | 'orderItems'>,
): StepAction | null => {
  if (order.status === 'cancelled') return null;
  const isReadyOrMore = progressOf(order) >= 2 || order.status === 'ready' || isDone(order.status);
  if (step === 'ready')
    return isReadyOrMore
      ? { actions: ['unready'], needsConfirmation: false }
      : { actions: ['ready'], needsConfirmation: hasUnreadyItems(order) };
  if (isDone(order.status)) return null;
  return {
    actions: order.status === 'requested' ? ['ready', 'fulfill'] : ['fulfill'],
    needsConfirmation: hasUnreadyItems(order),
  };
};
