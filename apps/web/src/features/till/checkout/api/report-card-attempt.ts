import type { CardAttemptOutcomeInput } from '@opentill/contract/orders/card-attempts';
import type { Order } from '@opentill/contract/orders/order.schemas';
import { api } from '@/api/api-client';

/** POST orders/orders/{id}/card_attempts/{uti}/: a cancelled wait, a decline or a late approval. */
export const reportCardAttempt = async (
  orderId: string,
  uti: string,
  input: CardAttemptOutcomeInput,
): Promise<Order> =>
  await api.post<Order>(`orders/orders/${orderId}/card_attempts/${encodeURIComponent(uti)}`, input);
