import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import {
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { placeOrder, removeOrders, type PlacedOrder } from '@/testing/order-list-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { COUNT_AHEAD } from './order-list.service.js';

// GET orders/orders/: who may list, bad queries, paging and ordering. Filters and
// search are in order-list-filters.routes.test.ts.

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const list = (query: string, api = cafe) => api.get(`/api/orders/orders/?${query}`);
const numbers = (body: { results: { order_number: number }[] }) =>
  body.results.map((o) => o.order_number);

/** Five orders a minute apart on 1 March 2021, oldest first. */
const fiveOnADay = async (): Promise<PlacedOrder[]> => {
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < 5; i++)
    placed.push(await placeOrder(cafe, t.db, menu, { createdAt: `2021-03-01T10:0${i}:00Z` }));
  return placed;
};

describe('GET orders/orders/', () => {
  it('requires authentication', async () => {
    const res = await list('', new ApiClient(t.app));
    expect(res.statusCode).toBe(401);
  });

  it('is open to employees and the terminal, not to a kitchen screen', async () => {
    for (const api of [cafe, await terminalSession(t.app, t.db)]) {
      const res = await list('limit=1', api);
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toHaveLength(1);
    }
    // A screen on a kitchen wall reads its tickets, not customers' names and phones.
    expect((await list('limit=1', kitchenScreen(t.app))).statusCode).toBe(403);
  });

  it('refuses bad query values with a sentence per field', async () => {
    const res = await list(
      'page=0&limit=500&status=eaten&deliver_to=drone&date=2026/11/25&ordering=total',
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.page).toEqual(['Pages start at 1.']);
    expect(body.limit).toEqual(['Ask for at most 200 rows.']);
    expect(body.status).toEqual([
      'Choose statuses from: requested, ready, fulfilled, delivered, collected, cancelled.',
    ]);
    expect(body.deliver_to[0]).toMatch(/^Choose methods from: table_service, /);
    expect(body.date).toEqual(['Enter the date as year-month-day, such as 2026-11-25.']);
    expect(body.ordering).toEqual(['Order by -created_at, created_at or due.']);
    expect((await list('date=2026-02-30')).json()).toEqual({ date: ['That day does not exist.'] });
    expect((await list('page=x')).json().page).toHaveLength(1);
  });

  it('shows only the merchant’s own orders', async () => {
    const placed = await fiveOnADay();
    const [mine] = placed;
    if (!mine) throw new Error('no order');
    const theirs = (await list('date=2021-03-01&limit=50', harbour)).json();
    expect(theirs.results.map((o: { id: string }) => o.id)).not.toContain(mine.id);
    const search = (await list(`search=${mine.order_number}&date=2021-03-01`, harbour)).json();
    expect(search.results.every((o: { id: string }) => o.id !== mine.id)).toBe(true);
    await removeOrders(t.db, placed);
  });

  it('pages newest first, 10 by default, with DRF links', async () => {
    const placed = await fiveOnADay();
    const newestFirst = placed.map((o) => o.order_number).reverse();
    const first = (await list('date=2021-03-01&limit=2')).json();
    expect(first.count).toBe(5);
    expect(numbers(first)).toEqual(newestFirst.slice(0, 2));
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/orders/orders/?date=2021-03-01&limit=2&page=2');
    const last = (await list('date=2021-03-01&limit=2&page=3')).json();
    expect(numbers(last)).toEqual(newestFirst.slice(4));
    expect(last.next).toBeNull();
    expect(last.previous).toContain('page=2');
    expect((await list('date=2021-03-01&limit=2&page=9')).json().results).toEqual([]);
    expect(numbers((await list('date=2021-03-01&ordering=created_at')).json())).toEqual(
      [...newestFirst].reverse(),
    );
    const all = (await list('')).json();
    expect(all.results).toHaveLength(10);
    const times = all.results.map((o: { created_at: string }) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    await removeOrders(t.db, placed);
  });

  it('breaks ties on created_at the same way every time, so pages never overlap', async () => {
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < 4; i++)
      placed.push(await placeOrder(cafe, t.db, menu, { createdAt: '2021-03-02T10:00:00Z' }));
    const pages = [];
    for (const page of [1, 2])
      pages.push(...numbers((await list(`date=2021-03-02&limit=2&page=${page}`)).json()));
    expect(new Set(pages).size).toBe(4);
    await removeOrders(t.db, placed);
  });

  it('counts exactly up to a thousand rows past the page, then says there is more', async () => {
    const body = (await list('limit=1')).json();
    // The demo's history is short: its count is exact.
    expect(body.count).toBeLessThan(COUNT_AHEAD);
    expect(body.count).toBeGreaterThan(1);
    expect(body.count_exact).toBe(true);
  });

  it('is never cached when live', async () => {
    const res = await list('live=true&all=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET orders/orders/{id}/?all=true', () => {
  it('carries the customer, items with options, kitchen items, payment with refunds and receipt', async () => {
    const created = await cafe.post('/api/orders/orders/', {
      deliver_to: 'in_store',
      customer: { name: 'Dee', phone: '0161 496 0999' },
      order_items: [menu.line('Flat White', ['Oat']), menu.line('Croissant')],
    });
    const order = created.json();
    const res = await cafe.get(`/api/orders/orders/${order.id}/?all=true`);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.customer).toMatchObject({ name: 'Dee', phone: '0161 496 0999' });
    expect(view.order_items.map((i: { product: { name: string } }) => i.product.name)).toEqual([
      'Flat White',
      'Croissant',
    ]);
    expect(view.order_items[0].optional_items).toEqual([expect.objectContaining({ label: 'Oat' })]);
    expect(view.kitchen_items).toEqual(view.order_items);
    expect(view.kitchen_items[0].status).toBe('requested');
    expect(view.order_payment).toMatchObject({ status: 'requested', refunds: [] });
    expect(view.print_string).toContain(`Order #${order.order_number}`);
    // The list shows each order exactly as the detail does.
    const listed = (await list(`search=${order.order_number}`)).json().results;
    expect(listed).toEqual([view]);
  });
});
