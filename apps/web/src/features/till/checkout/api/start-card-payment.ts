import type { z } from 'zod';
import type { startCardPaymentInputSchema } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

export type StartCardPaymentInput = z.input<typeof startCardPaymentInputSchema>;

/**
 * POST orders/orders/{id}/start_card_payment/: the uti is on the order before the SALE is
 * sent, with the part of a split bill it pays and its tip (issue 16). A whole payment with
 * no tip sends the uti alone, as before split bills.
 */
export const startCardPayment = async (
  orderId: string,
  { uti, partAmount, tip }: StartCardPaymentInput,
): Promise<void> => {
  await api.post(`orders/orders/${orderId}/start_card_payment`, {
    uti,
    ...((partAmount ?? null) === null ? {} : { partAmount }),
    ...((tip ?? 0) === 0 ? {} : { tip }),
  });
};
