import type { SendReceiptInput } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

/** POST orders/orders/{id}/send_receipt/ {method, info, receipt} (000 §7). */
export const sendOrderReceipt = async (orderId: string, input: SendReceiptInput): Promise<void> => {
  await api.post(`orders/orders/${orderId}/send_receipt`, input);
};
