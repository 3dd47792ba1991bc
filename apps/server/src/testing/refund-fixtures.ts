import { DEMO_TERMINAL_PIN } from '@/db/seed/demo-constants.js';
import type { ApiClient } from './api-client.js';
import { inStore, type Catalogue } from './order-fixtures.js';

// Orders to refund, and the refund calls as the refund dialog makes them (000 §2, §7).

/** A £4.00 in-store order (Flat White, oat milk, extra shot), paid as asked. */
export const paidOrder = async (
  api: ApiClient,
  menu: Catalogue,
  payment: Record<string, unknown> | null = { type: 'cash', amount: 400 },
): Promise<string> => {
  const created = await api.post(
    '/api/orders/orders/',
    inStore([menu.line('Flat White', ['Oat', 'Extra shot'])]),
  );
  if (created.statusCode !== 201) throw new Error(`order create failed: ${created.body}`);
  const { id } = created.json() as { id: string };
  if (payment) {
    const paid = await api.post(`/api/orders/orders/${id}/pay/`, payment);
    if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`);
  }
  return id;
};

export const prepareRefund = (api: ApiClient, orderId: string, pin: string = DEMO_TERMINAL_PIN) =>
  api.get(`/api/orders/orders/${orderId}/prepare_refund/?pin=${encodeURIComponent(pin)}`);

export const recordRefund = (
  api: ApiClient,
  orderId: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => api.post(`/api/orders/orders/${orderId}/handle_completed_partial_refund/`, body, headers);
