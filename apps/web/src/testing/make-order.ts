import type { Order, OrderItem } from '@opentill/contract/orders/order.schemas';
import type { OrderPage } from '@opentill/contract/orders/order-operations.schemas';
import { toWire } from '@/testing/factories';

export const makeOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: 'item-1',
  status: 'requested',
  cost: 320,
  product: {
    id: 'product-1',
    name: 'Flat White',
    description: '',
    measure: '',
    category: 'Hot Drinks',
  },
  optionalItems: [],
  vatRate: 20,
  allergens: {},
  ...overrides,
});

/** A paid takeaway ordered at 14:05 London time, with one flat white to make. */
export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 'order-1',
  orderNumber: 101,
  status: 'requested',
  totalCost: 320,
  itemsTotal: 320,
  deliveryCharge: 0,
  createdAt: '2026-11-26T14:05:00.000Z',
  orderDatetimeSlot: null,
  deliverTo: 'collection',
  table: null,
  notes: '',
  printString: '',
  customer: null,
  orderItems: [makeOrderItem()],
  orderPayment: {
    id: 'payment-1',
    status: 'paid',
    payType: 'cash',
    amountGross: 320,
    amountTendered: 500,
    change: 180,
    amountRefunded: 0,
    uti: null,
    retrievalReferenceNumber: null,
    cardNumberMask: null,
    paidAt: '2026-11-26T14:05:30.000Z',
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

/** A page of orders as the server sends it: snake_case. */
export const orderPageWire = (orders: Order[], count = orders.length, countExact = true): unknown =>
  toWire({ count, countExact, next: null, previous: null, results: orders } satisfies OrderPage);
