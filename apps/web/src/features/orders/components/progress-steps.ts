import {
  isDone,
  orderProgress,
  type OrderAction,
} from '@opentill/contract/orders/order-status-machine';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { isPaid } from '@/features/orders/components/order-labels';

export type ProgressStep = 'ready' | 'fulfil';

/** The steps as shown: paid, ready, completed (000 §4 shows fulfilled as completed). */
export const PROGRESS_STEPS = [
  { key: 'paid', label: 'Paid' },
  { key: 'ready', label: 'Ready' },
  { key: 'fulfil', label: 'Completed' },
] as const;

export type StepAction = { action: OrderAction; needsConfirmation: boolean };

export const hasUnreadyItems = (order: Pick<Order, 'orderItems'>): boolean =>
  order.orderItems.some((item) => item.status !== 'ready');

export const progressOf = (order: Pick<Order, 'status' | 'orderPayment'>) =>
  orderProgress(order.status, isPaid(order));

/**
 * 001 §4: the ready step marks ready (asking first when items are not ready), or, at
 * progress 2 or more, reverts via unready. The fulfil step fulfils (asking first when
 * items are unready; the server goes via ready). An unpaid order counts its status, so
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
      ? { action: 'unready', needsConfirmation: false }
      : { action: 'ready', needsConfirmation: hasUnreadyItems(order) };
  if (isDone(order.status)) return null;
  return { action: 'fulfill', needsConfirmation: hasUnreadyItems(order) };
};
