import type { StartCardRefundInput } from '@opentill/contract/orders/card-attempts';
import { api } from '@/api/api-client';

/** POST orders/orders/{id}/start_card_refund/: the REFUND's uti is on the order before it is sent. */
export const startCardRefund = async (orderId: string, input: StartCardRefundInput) => {
  await api.post(`orders/orders/${orderId}/start_card_refund`, input);
};

/** POST orders/orders/{id}/card_attempts/{uti}/: a cancelled wait or a decline. */
export const reportRefundAttempt = async (
  orderId: string,
  uti: string,
  outcome: 'cancelled' | 'declined',
) => {
  await api.post(`orders/orders/${orderId}/card_attempts/${encodeURIComponent(uti)}`, {
    outcome,
  });
};
