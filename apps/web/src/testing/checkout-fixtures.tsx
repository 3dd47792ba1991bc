import type { Client } from '@opentill/contract/auth/auth.schemas';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { SlotDay } from '@opentill/contract/orders/slot-day.schemas';
import { getCartStore, toCartProduct } from '@/features/till/cart/cart-store';
import { CheckoutDialog } from '@/features/till/checkout/checkout-dialog';
import { makeProduct } from '@/testing/catalogue-factories';
import { makeClient, makeSession, makeUser, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { stubWideTillScreen } from '@/testing/match-media';
import { browserPlatform, type Platform } from '@/platform/platform';
import { renderRoute } from '@/testing/render-route';

// Checkout at Corner Café: a £4.50 cart (a £2.20 espresso and a £2.30 muffin) by default.

export const espresso = makeProduct({ name: 'Espresso', price: 220 });
export const muffin = makeProduct({ name: 'Muffin', price: 230 });

export const noMethods: Partial<Client> = {
  featureEatIn: false,
  featureInStore: false,
  featureTakeaway: false,
  featureHomeDelivery: false,
  featureClickAndCollect: false,
  featureDelivery: false,
};

export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
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
  orderItems: [],
  orderPayment: {
    id: 'payment-1',
    status: 'requested',
    payType: null,
    amountGross: 450,
    amountTendered: null,
    change: null,
    amountRefunded: 0,
    uti: null,
    retrievalReferenceNumber: null,
    cardNumberMask: null,
    paidAt: null,
    updatedAt: '2026-11-25T09:00:00.000Z',
    refunds: [],
    cardAttempts: [],
  },
  source: 'tpos',
  paymentType: null,
  cashier: null,
  priceAdjustments: [],
  receiptNumber: null,
  vatBreakdown: [],
  ...overrides,
});

export const slotDays: SlotDay[] = [
  {
    date: '2026-11-26',
    totalTimeslotsAvailable: 9,
    timeslots: ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30'].map(
      (startTime, index) => ({ startTime, numberAvailable: index === 1 ? 0 : 2 }),
    ),
  },
  { date: '2026-11-27', totalTimeslotsAvailable: 0, timeslots: [] },
];

export type RenderCheckoutOptions = {
  client?: Partial<Client>;
  routes?: StubRoutes;
  platform?: Platform;
  /** Units of [product, quantity] in the cart. */
  cart?: [typeof espresso, number][];
  /** Runs once the cart is filled, before the dialog mounts (e.g. to store an open checkout). */
  beforeRender?: (lines: readonly CartLine[]) => void;
};

/** The checkout dialog over an empty page, for the signed-in staff member of Corner Café. */
export const renderCheckout = ({
  client = {},
  routes = {},
  platform = browserPlatform,
  cart = [
    [espresso, 1],
    [muffin, 1],
  ],
  beforeRender,
}: RenderCheckoutOptions = {}) => {
  stubWideTillScreen();
  const session = makeSession({ user: makeUser({ groups: [] }), client: makeClient(client) });
  const store = getCartStore(session.client?.identifier ?? 'no-merchant');
  for (const [product, quantity] of cart)
    for (let i = 0; i < quantity; i++)
      store.add({ product: toCartProduct(product), options: {}, priceOverride: null }, null);
  beforeRender?.(store.getLines());
  const fetchStub = stubFetch({
    'GET /api/accounts/cashier/current/': { body: { cashier: null } },
    'GET /api/orders/tables/': {
      body: toWire([
        { id: 'table-1', name: '1', isActive: true },
        { id: 'table-4', name: '4', isActive: true },
      ]),
    },
    'GET /api/orders/home-delivery-slots/': { body: toWire(slotDays) },
    'GET /api/orders/click-and-collect-slots/': { body: toWire(slotDays) },
    'POST /api/orders/orders/': { status: 201, body: toWire(makeOrder()) },
    'GET /api/orders/orders/order-1/': { body: toWire(makeOrder()) },
    ...routes,
  });
  let closed = 0;
  const view = renderRoute({
    session,
    platform,
    initialPath: '/',
    routes: [
      {
        path: '/',
        element: <CheckoutDialog store={store} onClose={() => (closed += 1)} />,
      },
    ],
  });
  return { ...view, ...fetchStub, store, closedCount: () => closed };
};
