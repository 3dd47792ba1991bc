import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Issue 16: a product has a VAT rate eaten in (vat_rate, spec 001 §3) and one taken away.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  owner.post('/api/orders/products/', { price: 450, ...body });
const patch = (id: string, body: Record<string, unknown>) =>
  owner.patch(`/api/orders/products/${id}/`, body);
const ratesOf = (product: Record<string, unknown>) => [product.vat_rate, product.vat_rate_takeaway];
const listed = async (id: string): Promise<WireProduct | undefined> =>
  ((await owner.get('/api/orders/products/?version=1')).json() as WireProduct[]).find(
    (p) => p.id === id,
  );
const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]?.n;

describe('POST /api/orders/products/ with two VAT rates', () => {
  it('keeps the takeaway rate it is given, and the read returns both', async () => {
    const res = await create({ name: 'Ham Sandwich', vat_rate: 20, vat_rate_takeaway: 0 });
    expect(res.statusCode).toBe(201);
    expect(ratesOf(res.json())).toEqual([20, 0]);
    expect(ratesOf((await listed(res.json().id)) ?? {})).toEqual([20, 0]);
  });

  it('gives a product sent without a takeaway rate its eat-in rate both ways', async () => {
    for (const vat of [20, 12.5, 0, null]) {
      const res = await create({ name: `One rate ${vat}`, vat_rate: vat });
      expect(res.statusCode).toBe(201);
      expect(ratesOf(res.json())).toEqual([vat, vat]);
    }
    expect(ratesOf((await create({ name: 'No rate' })).json())).toEqual([null, null]);
  });
});

describe('PATCH /api/orders/products/{id}/ of the VAT rates', () => {
  it('moves the takeaway rate with the eat-in rate when the two were equal', async () => {
    const { id } = (await create({ name: 'Latte', vat_rate: 20 })).json();
    const res = await patch(id, { vat_rate: 5 });
    expect(res.statusCode).toBe(200);
    expect(ratesOf(res.json())).toEqual([5, 5]);
    expect(ratesOf((await patch(id, { vat_rate: null })).json())).toEqual([null, null]);
  });

  it('keeps a takeaway rate that differs when only the eat-in rate changes', async () => {
    const { id } = (await create({ name: 'Cake', vat_rate: 20, vat_rate_takeaway: 0 })).json();
    expect(ratesOf((await patch(id, { vat_rate: 5 })).json())).toEqual([5, 0]);
    expect(ratesOf((await patch(id, { name: 'Carrot Cake' })).json())).toEqual([5, 0]);
  });

  it('sets the takeaway rate when it is sent, alone or with the eat-in rate', async () => {
    const { id } = (await create({ name: 'Salad', vat_rate: 20 })).json();
    expect(ratesOf((await patch(id, { vat_rate_takeaway: 0 })).json())).toEqual([20, 0]);
    expect(ratesOf((await patch(id, { vat_rate: 5, vat_rate_takeaway: 20 })).json())).toEqual([
      5, 20,
    ]);
    expect(ratesOf((await patch(id, { vat_rate_takeaway: null })).json())).toEqual([5, null]);
    expect(ratesOf((await listed(id)) ?? {})).toEqual([5, null]);
  });
});

describe('a bad takeaway VAT rate', () => {
  const refused = {
    vat_rate_takeaway: [
      'Takeaway VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
    ],
  };

  it('is refused on its own field with a sentence, creating nothing', async () => {
    const before = await productCount();
    for (const vat of [-1, 101, 12.345, 'abc', '20']) {
      const res = await create({ name: 'Wrap', vat_rate: 20, vat_rate_takeaway: vat });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
    }
    expect(await productCount()).toBe(before);
  });

  it('is refused by a PATCH, changing nothing', async () => {
    const { id } = (await create({ name: 'Baguette', vat_rate: 20, vat_rate_takeaway: 0 })).json();
    const res = await patch(id, { vat_rate: 5, vat_rate_takeaway: 101 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    expect(ratesOf((await listed(id)) ?? {})).toEqual([20, 0]);
  });
});
