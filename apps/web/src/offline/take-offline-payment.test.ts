import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLocalOrder } from '@/offline/local-order';
import { isLocalOrder, orderTitle } from '@/offline/local-orders';
import { keepPayment } from '@/offline/outbox-store';
import { takeOfflinePayment } from '@/offline/take-offline-payment';

vi.mock('@/offline/outbox-store', () => ({ keepPayment: vi.fn(async () => undefined) }));

const lines = [
  {
    lineId: 'l1',
    product: {
      id: 'p1',
      name: 'Earl Grey',
      price: 250,
      hasVariablePrice: false,
      quickTill: false,
      options: [],
      color: '#000000',
      allergens: {},
    },
    options: {},
    priceOverride: null,
    quantity: 2,
  },
];

const order = buildLocalOrder({
  id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  deviceTicket: 'T2-0142',
  merchantName: 'Corner Café',
  body: { deliverTo: 'in_store', orderItems: [] },
  lines,
  itemsTotal: 500,
  adjustments: [],
  deliveryCharge: 0,
  total: 500,
  soldAt: '2026-11-27T10:00:00.000Z',
});

describe('a sale only the till has', () => {
  beforeEach(() => vi.mocked(keepPayment).mockClear());

  it('is shown by its device ticket, one item per unit, with a receipt that says the number comes later', () => {
    expect(orderTitle(order)).toBe('Ticket T2-0142');
    expect(order.orderItems).toHaveLength(2);
    expect(order.totalCost).toBe(500);
    expect(order.printString).toContain('Ticket T2-0142');
    expect(order.printString).toContain('Order number given when sent');
  });

  it('takes cash on the till: the payment is kept with the sale and the receipt shows the change', async () => {
    const paid = await takeOfflinePayment(
      order,
      { type: 'cash', amount: 1000 },
      `${order.id}:pay`,
      {
        merchant: 'corner-cafe',
        merchantName: 'Corner Café',
      },
    );
    expect(paid.orderPayment).toMatchObject({
      status: 'paid',
      payType: 'cash',
      amountTendered: 1000,
      change: 500,
    });
    expect(paid.printString).toMatch(/Change\s+£5\.00/);
    expect(isLocalOrder(order.id)).toBe(true);
    expect(keepPayment).toHaveBeenCalledWith(paid, 'corner-cafe', {
      input: { type: 'cash', amount: 1000 },
      paidAt: paid.orderPayment?.paidAt,
      key: `${order.id}:pay`,
    });
  });

  it('names a server order by its number, and by its ticket too when it was sold offline', () => {
    expect(orderTitle({ ...order, orderNumber: 57 })).toBe('Order 57 · T2-0142');
    expect(orderTitle({ ...order, orderNumber: 57, deviceTicket: null })).toBe('Order 57');
    // Sold online: its till numbered it, but staff only ever knew it as Order 57.
    expect(orderTitle({ ...order, orderNumber: 57, soldOfflineAt: null })).toBe('Order 57');
  });
});
