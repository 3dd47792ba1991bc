import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, products } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Issue 16, VAT that follows the law: each line takes the rate of the order's type
// when sold, VAT is worked out per rate after discounts, and a VAT-registered
// merchant's paid orders get receipt numbers with no gaps.

type WireOrder = {
  id: string;
  receipt_number: number | null;
  total_cost: number;
  order_items: { vat_rate: number | null }[];
  vat_breakdown: { rate: number; gross: number; net: number; vat: number }[];
  print_string: string;
};

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
let tableId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
  tableId = (await cafe.get('/api/orders/tables/')).json()[0].id;
});
afterAll(() => t.close());

const priceOf = (name: string): number => {
  const { price } = menu.product(name);
  if (typeof price !== 'number') throw new Error(`${name} has no price`);
  return price;
};

/** Sets a Corner Café product's two rates, in basis points, as Settings would. */
const setRates = async (name: string, eatIn: number | null, takeaway: number | null) => {
  const [cafeRow] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  if (!cafeRow) throw new Error('no Corner Café');
  await t.db
    .update(products)
    .set({ vatRateBasisPoints: eatIn, vatRateTakeawayBasisPoints: takeaway })
    .where(and(eq(products.clientId, cafeRow.id), eq(products.name, name)));
};

const create = async (api: ApiClient, body: unknown): Promise<WireOrder> => {
  const res = await api.post('/api/orders/orders/', body);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const eatIn = (orderItems: unknown[], extra: Record<string, unknown> = {}) => ({
  deliver_to: 'table_service',
  table: tableId,
  order_items: orderItems,
  ...extra,
});
const payCash = async (api: ApiClient, order: WireOrder): Promise<WireOrder> => {
  const res = await api.post(`/api/orders/orders/${order.id}/pay/`, {
    type: 'cash',
    amount: order.total_cost,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('VAT by where the order is eaten', () => {
  it('charges a cold sandwich 20% eaten in and 0% taken away, on the line and per rate', async () => {
    await setRates('Ham & Cheese', 2000, 0);
    const sandwich = menu.line('Ham & Cheese');
    const price = priceOf('Ham & Cheese');

    const inside = await create(cafe, eatIn([sandwich]));
    expect(inside.order_items.map((item) => item.vat_rate)).toEqual([20]);
    const vat = Math.round(price / 6);
    expect(inside.vat_breakdown).toEqual([{ rate: 20, gross: price, net: price - vat, vat }]);

    const away = await create(cafe, inStore([sandwich]));
    expect(away.order_items.map((item) => item.vat_rate)).toEqual([0]);
    expect(away.vat_breakdown).toEqual([{ rate: 0, gross: price, net: price, vat: 0 }]);
  });

  it('gives a round added to an eat-in tab the eat-in rate', async () => {
    await setRates('Ham & Cheese', 2000, 0);
    const tab = await create(cafe, eatIn([menu.line('Latte')]));
    const res = await cafe.post(`/api/orders/orders/${tab.id}/add_items/`, {
      order_items: [menu.line('Ham & Cheese')],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as WireOrder).order_items.map((item) => item.vat_rate)).toEqual([
      menu.product('Latte').vat_rate,
      20,
    ]);
  });

  it('keeps the rate each line was sold at when the product’s rates change later', async () => {
    await setRates('Ham & Cheese', 2000, 0);
    const sold = await create(cafe, eatIn([menu.line('Ham & Cheese')]));
    await setRates('Ham & Cheese', 500, 500);
    const read = (await cafe.get(`/api/orders/orders/${sold.id}/`)).json() as WireOrder;
    expect(read.order_items.map((item) => item.vat_rate)).toEqual([20]);
    expect(read.vat_breakdown).toEqual(sold.vat_breakdown);
    await setRates('Ham & Cheese', 2000, 0);
  });

  it('shares an order discount between the rates, so the VAT falls with the price', async () => {
    await setRates('Ham & Cheese', 2000, 0);
    await setRates('Latte', 2000, 2000);
    const sandwich = priceOf('Ham & Cheese');
    const latte = priceOf('Latte');
    const order = await create(
      cafe,
      inStore([menu.line('Ham & Cheese'), menu.line('Latte')], {
        price_adjustments: [{ label: 'Regular', amount: -100 }],
      }),
    );
    const [zero, standard] = order.vat_breakdown;
    expect(zero?.rate).toBe(0);
    expect(standard?.rate).toBe(20);
    // The £1.00 off is shared in proportion to each rate's sales, to the penny.
    expect((zero?.gross ?? 0) + (standard?.gross ?? 0)).toBe(sandwich + latte - 100);
    const latteShare = (100 * latte) / (sandwich + latte);
    expect([latte - Math.floor(latteShare), latte - Math.ceil(latteShare)]).toContain(
      standard?.gross,
    );
    expect(standard?.vat).toBe(Math.round((standard?.gross ?? 0) / 6));
    expect(order.print_string).toMatch(/^Rate +Net +VAT +Gross$/m);
  });
});

describe('receipt numbers', () => {
  it('numbers a VAT-registered merchant’s receipts one after another when paid, never before', async () => {
    const first = await create(cafe, inStore([menu.line('Latte')]));
    const second = await create(cafe, inStore([menu.line('Latte')]));
    expect(first.receipt_number).toBeNull();
    const paidSecond = await payCash(cafe, second);
    const paidFirst = await payCash(cafe, first);
    expect(paidSecond.receipt_number).not.toBeNull();
    expect(paidFirst.receipt_number).toBe((paidSecond.receipt_number ?? 0) + 1);
    expect(paidFirst.print_string).toContain(`Receipt No. ${paidFirst.receipt_number}`);
  });

  it('leaves no gap when a payment is refused', async () => {
    const refused = await create(cafe, inStore([menu.line('Latte')]));
    const before = await payCash(cafe, await create(cafe, inStore([menu.line('Latte')])));
    const res = await cafe.post(`/api/orders/orders/${refused.id}/pay/`, {
      type: 'cash',
      amount: refused.total_cost - 1,
    });
    expect(res.statusCode).toBe(400);
    const after = await payCash(cafe, await create(cafe, inStore([menu.line('Latte')])));
    expect(after.receipt_number).toBe((before.receipt_number ?? 0) + 1);
  });

  it('gives none to a merchant that is not VAT registered', async () => {
    await t.db
      .update(clients)
      .set({ vatRegistered: false })
      .where(eq(clients.identifier, HARBOUR_FISH.identifier));
    const chips = (await loadCatalogue(harbour)).line('Chips');
    const paid = await payCash(harbour, await create(harbour, inStore([chips])));
    expect(paid.receipt_number).toBeNull();
    expect(paid.print_string).not.toContain('Receipt No.');
  });

  itRacesOnPostgres(
    'numbers receipts paid at the same moment without a gap or a repeat',
    async () => {
      const orders = await Promise.all(
        Array.from({ length: 12 }, () => create(cafe, inStore([menu.line('Latte')]))),
      );
      // Every third pay tenders too little and is refused, in among the others.
      const answers = await Promise.all(
        orders.map((order, i) =>
          cafe.post(`/api/orders/orders/${order.id}/pay/`, {
            type: 'cash',
            amount: i % 3 === 0 ? order.total_cost - 1 : order.total_cost,
          }),
        ),
      );
      const numbers = answers
        .filter((res) => res.statusCode === 200)
        .map((res) => (res.json() as WireOrder).receipt_number ?? 0)
        .sort((a, b) => a - b);
      expect(numbers).toHaveLength(8);
      const lowest = numbers[0] ?? 0;
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => lowest + i));
    },
  );
});
