import { expect } from 'vitest';
import type { ApiClient } from './api-client.js';
import { inStore, type Catalogue } from './order-fixtures.js';

// The calls the split-bill and tips tests make (issue 16): orders to split and pay.

export type SplitWire = {
  id: string;
  status: string;
  total_cost: number;
  print_string: string;
  order_payment: {
    id: string;
    status: string;
    amount_gross: number;
    amount_due: number;
    amount_refunded: number;
    change: number | null;
    tip: number;
    parts: { id: string; pay_type: string; amount_gross: number; tip: number }[];
  };
};

/** New £4.00 orders (Flat White, oat milk, extra shot; £8.00 with two) and their pay calls. */
export const splitBillCalls = (api: () => ApiClient, menu: () => Catalogue) => ({
  newOrder: async (lines = 1): Promise<SplitWire> => {
    const line = menu().line('Flat White', ['Oat', 'Extra shot']);
    const res = await api().post(
      '/api/orders/orders/',
      inStore(Array.from({ length: lines }, () => line)),
    );
    expect(res.statusCode).toBe(201);
    return res.json();
  },
  pay: (id: string, body: unknown, headers?: Record<string, string>) =>
    api().post(`/api/orders/orders/${id}/pay/`, body, headers),
});

/** The till's pay body once the terminal approved SALE `uti`. */
export const cardApproved = (uti: string) => ({
  type: 'pax_device',
  uti,
  retrieval_reference_number: '123456789012',
  card_number_mask: '************1234',
});
