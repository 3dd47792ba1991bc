import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';

// Orders as the order list and detail read them: a paid £4.50 collection order by default.

export const makeOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: 'item-1',
  status: 'requested',
  cost: 220,
  product: {
    id: 'product-1',
    name: 'Espresso',
    description: '',
    measure: '',
    category: 'Hot Drinks',
  },
  optionalItems: [],
  vatRate: 20,
  allergens: {},
  ...overrides,
});

export const makeListedOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 'order-1',
  orderNumber: 42,
  status: 'requested',
  totalCost: 450,
  itemsTotal: 450,
  deliveryCharge: 0,
  createdAt: '2026-11-26T10:00:00Z',
  orderDatetimeSlot: null,
  deliverTo: 'collection',
  table: null,
  notes: '',
  printString: 'Corner Cafe\nOrder 42\nTOTAL                                £4.50',
  customer: null,
  orderItems: [
    makeOrderItem(),
    makeOrderItem({
      id: 'item-2',
      cost: 230,
      product: {
        id: 'product-2',
        name: 'Muffin',
        description: '',
        measure: '',
        category: 'Bakery',
      },
    }),
  ],
  orderPayment: {
    id: 'payment-1',
    status: 'paid',
    payType: 'cash',
    amountGross: 450,
    amountTendered: 500,
    change: 50,
    amountRefunded: 0,
    uti: null,
    retrievalReferenceNumber: null,
    cardNumberMask: null,
    paidAt: '2026-11-26T10:01:00Z',
    updatedAt: '2026-11-25T09:00:00.000Z',
    refunds: [],
    cardAttempts: [],
  },
  source: 'tpos',
  paymentType: 'cash',
  cashier: null,
  priceAdjustments: [],
  receiptNumber: null,
  vatBreakdown: [],
  ...overrides,
});

export const makeOrderPage = (
  results: Order[],
  count = results.length,
  countExact = true,
): OrderPage => ({
  count,
  countExact,
  next: null,
  previous: null,
  results,
});
