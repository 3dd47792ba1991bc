import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import type { ApiClient } from '@/testing/api-client.js';
import { COUNT_AHEAD } from '@/modules/orders/order-list.service.js';
import { BENCH_SHOP } from './seed-bench.js';
import { seedBenchOrders } from './seed-orders-bench.js';

// The order list bench's history, read back through the order list: its count cap
// shows only past a thousand orders, which no other test makes.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedBenchOrders(t.db, 1_100)).toEqual({ added: 1_100, total: 1_100 });
  owner = await tillSession(t.app, BENCH_SHOP.ownerEmail);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await owner.get(`/api/orders/orders/?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the order list bench seed', () => {
  it('makes whole orders, newest first and numbered on from the merchant’s counter', async () => {
    const page = await list('limit=3');
    expect(page.results).toHaveLength(3);
    for (const order of page.results) {
      expect(order.order_items.length).toBeGreaterThanOrEqual(1);
      expect(order.order_payment.amount_gross).toBe(order.total_cost);
    }
    // A top-up adds older orders with higher numbers; the first run numbers from 1.
    expect(await seedBenchOrders(t.db, 1_150)).toEqual({ added: 50, total: 1_150 });
    const oldest = await list('limit=1&ordering=created_at');
    expect(oldest.results[0].order_number).toBe(1_150);
  });

  it('counts exactly up to a thousand past the page, then caps and still links on', async () => {
    const first = await list('limit=10');
    expect(first.count).toBe(COUNT_AHEAD);
    // The wire says the count is only a lower bound, so no pager invents a last page.
    expect(first.count_exact).toBe(false);
    expect(first.next).toContain('page=2');
    const later = await list('limit=10&page=5');
    expect(later.count).toBe(40 + COUNT_AHEAD);
    expect(later.count_exact).toBe(false);
    // Within a thousand of the end the count is exact, and says so.
    const near = await list('limit=10&page=20');
    expect(near.count).toBe(1_150);
    expect(near.count_exact).toBe(true);
    const last = await list('limit=100&page=12');
    expect(last.count).toBe(1_150);
    expect(last.count_exact).toBe(true);
    expect(last.results).toHaveLength(50);
    expect(last.next).toBeNull();
  });

  it('gives the filters something to select', async () => {
    const fulfilled = await list('status=fulfilled&limit=1');
    const collected = await list('status=collected&deliver_to=collection,click_and_collect');
    const cancelled = await list('status=cancelled&limit=200');
    expect(fulfilled.count).toBeGreaterThan(500);
    expect(collected.count).toBeGreaterThan(100);
    expect(cancelled.count).toBeGreaterThan(20);
    expect((await list('search=m11ae&limit=1')).count).toBeGreaterThan(10);
  });
});
