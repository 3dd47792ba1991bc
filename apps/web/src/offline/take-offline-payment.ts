import type { Order, PayInput } from '@opentill/contract/orders/order.schemas';
import { withLocalPayment } from '@/offline/local-order';
import { asLocalOrder, markLocalOrder } from '@/offline/local-orders';
import { keepPayment } from '@/offline/outbox-store';

export const OFFLINE_PAID_MESSAGE =
  'Paid. The server cannot be reached: this sale is kept on this till and sent when it is back.';

/**
 * Records a payment the server could not take, with the sale in the outbox, and gives
 * the paid order as the receipt shows it. `key` is the pay call's Idempotency-Key.
 */
export const takeOfflinePayment = async (
  order: Order,
  input: PayInput,
  key: string,
  { merchant, merchantName }: { merchant: string; merchantName: string },
): Promise<Order> => {
  const paidAt = new Date().toISOString();
  const paid = withLocalPayment(asLocalOrder(order), input, paidAt, merchantName);
  await keepPayment(paid, merchant, { input, paidAt, key });
  markLocalOrder(order.id);
  return paid;
};
