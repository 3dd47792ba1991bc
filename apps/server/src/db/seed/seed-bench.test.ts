import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dense, type WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { BENCH_SHOP, seedBench } from './seed-bench.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the bench seed', () => {
  it('adds the bench merchant with its products, out of the demo merchants’ sight', async () => {
    expect(await seedBench(t.db, 90)).toEqual({ created: true, added: 90, total: 90 });
    const cashier = { username: BENCH_SHOP.cashier.username };
    const owner = await tillSession(t.app, BENCH_SHOP.ownerEmail, cashier);
    const all: WireProduct[] = (await owner.get('/api/orders/products/')).json();
    expect(all).toHaveLength(90);
    expect(all.every((p) => p.root_category_name?.toString().startsWith('Aisle'))).toBe(true);
    // Two thirds have options; a third go straight into the cart (what the tap bench taps).
    expect(all.filter((p) => p.options.length === 0)).toHaveLength(30);
    expect((await owner.get('/api/orders/categories/list_all/')).json()).toHaveLength(50);
    // Bench has no PIN and may edit.
    expect((await owner.post('/api/orders/categories/', { name: 'Bench edit' })).statusCode).toBe(
      201,
    );
    const cafe = await tillSession(t.app, 'owner@example.com');
    const cafeProducts: WireProduct[] = (await cafe.get('/api/orders/products/')).json();
    expect(cafeProducts.some((p) => p.name.startsWith('Bench item'))).toBe(false);
  });

  it('is idempotent, and tops up to a bigger count keeping shelves dense', async () => {
    expect(await seedBench(t.db, 90)).toEqual({ created: false, added: 0, total: 90 });
    expect(await seedBench(t.db, 130)).toEqual({ created: false, added: 40, total: 130 });
    const owner = await tillSession(t.app, BENCH_SHOP.ownerEmail);
    const shelf = (await owner.get('/api/orders/categories/retrieve/shelf-1-1/')).json();
    expect(shelf.products.map((p: WireProduct) => p.position)).toEqual(
      dense(shelf.products.length),
    );
    expect(shelf.products.length).toBe(4);
  });
});
