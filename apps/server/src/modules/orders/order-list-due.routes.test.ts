import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { placeOrder, type PlacedOrder } from '@/testing/order-list-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Delivery and Collection list what is booked before it is ready (001-7): `ordering=due`
// puts today's slots first, then later days by date, then earlier days; `due_date`
// picks the day an order is due. Corner Café is in London.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
const placed: Record<string, PlacedOrder> = {};

/** Midnight today in London, plus an interval, as a timestamptz expression. */
const londonToday = (plus: string) =>
  sql`(date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London') + ${plus}::interval`;

beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  const slots: Record<string, [string, 'requested' | 'ready' | 'fulfilled']> = {
    earlier: ['-1 day 12 hours', 'ready'],
    longAgo: ['-3 days', 'fulfilled'],
    dayAfter: ['2 days 10 hours', 'requested'],
    tomorrow: ['1 day 9 hours', 'requested'],
    today: ['1 minute', 'ready'],
  };
  for (const [name, [offset, status]] of Object.entries(slots)) {
    const order = await placeOrder(
      cafe,
      t.db,
      menu,
      { createdAt: new Date().toISOString(), status, deliverTo: 'click_and_collect' },
      { customer: { name: `Zebedee ${name}` } },
    );
    await t.db
      .update(orders)
      .set({ orderDatetimeSlot: londonToday(offset) })
      .where(eq(orders.id, order.id));
    placed[name] = order;
  }
});
afterAll(() => t.close());

const ids = async (query: string) => {
  const res = await cafe.get(`/api/orders/orders/?search=zebedee&limit=50&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().results.map((o: { id: string }) => o.id);
};
const idOf = (name: string) => placed[name]?.id;

describe('GET orders/orders/?ordering=due', () => {
  it('lists today first, then later days by date, then earlier days latest first', async () => {
    expect(await ids('ordering=due')).toEqual(
      ['today', 'tomorrow', 'dayAfter', 'earlier', 'longAgo'].map(idOf),
    );
  });

  it('lists booked orders not yet handed over, as "Uncollected only" asks', async () => {
    expect(await ids('ordering=due&status=requested,ready')).toEqual(
      ['today', 'tomorrow', 'dayAfter', 'earlier'].map(idOf),
    );
  });

  it('picks the day an order is due with due_date', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    const [year = 0, month = 0, day = 0] = today.split('-').map(Number);
    const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    expect(await ids(`ordering=due&due_date=${tomorrow}`)).toEqual([idOf('tomorrow')]);
  });

  it('refuses an ordering it does not know, naming the choices', async () => {
    const res = await cafe.get('/api/orders/orders/?ordering=slot');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ordering: ['Order by -created_at, created_at or due.'] });
  });
});
