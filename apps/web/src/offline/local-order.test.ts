import { describe, expect, it } from 'vitest';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { COMP, type CartDiscount } from '@/features/till/cart/cart-discount';
import { adjustmentRequests, priceCart } from '@/features/till/cart/cart-pricing';
import { buildLocalOrder } from '@/offline/local-order';

// Issue 16 offline: a sale with a line's comp and an order discount keeps them on the
// till's own receipt, with the total the server will be sent (till_total).

const line = (lineId: string, name: string, price: number): CartLine => ({
  lineId,
  product: {
    id: lineId,
    name,
    price,
    hasVariablePrice: false,
    quickTill: false,
    options: [],
    color: '#000',
  },
  options: {},
  priceOverride: null,
  quantity: 1,
});
const half: CartDiscount = { kind: 'percent', percent: 50, label: 'Staff', reasonCode: 'staff' };

describe('a discounted sale only the till has', () => {
  it('prints each discount as the server words it, on its line, and the same total', () => {
    const lines = [line('a', 'Latte', 350), line('b', 'Muffin', 299)];
    const price = priceCart(lines, { b: COMP }, half);
    const order = buildLocalOrder({
      id: 'sale-1',
      deviceTicket: 'T1-0007',
      merchantName: 'Corner Café',
      body: { deliverTo: 'in_store', orderItems: [], priceAdjustments: adjustmentRequests(price) },
      lines,
      itemsTotal: price.itemsPence,
      adjustments: price.adjustments,
      deliveryCharge: 0,
      total: price.itemsPence - price.offPence,
      soldAt: '2026-11-27T10:00:00.000Z',
    });
    expect(order.totalCost).toBe(175);
    expect(order.priceAdjustments).toEqual([
      expect.objectContaining({
        label: 'On the house (100% off)',
        amount: -299,
        orderItemId: 'sale-1-1-0',
        reasonCode: 'comp',
      }),
      expect.objectContaining({ label: 'Staff (50% off)', amount: -175, orderItemId: null }),
    ]);
    expect(order.printString).toMatch(/On the house \(100% off\)\s+-£2\.99/);
    expect(order.printString).toMatch(/Staff \(50% off\)\s+-£1\.75/);
    expect(order.printString).toMatch(/TOTAL\s+£1\.75/);
  });
});
