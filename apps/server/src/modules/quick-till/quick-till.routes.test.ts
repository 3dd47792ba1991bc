import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

type WirePosition = { position_id: number; product_id: string | null; product: WireProduct | null };

let t: TestApp;
let sam: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

const positions = async (): Promise<WirePosition[]> =>
  (await sam.get('/api/orders/quick-till-positions/')).json();
const quickTillProducts = async (): Promise<WireProduct[]> =>
  (await sam.get('/api/orders/quick-till-products/')).json();
const put = (positionId: number | string, body: object) =>
  sam.request('PUT', `/api/orders/quick-till-positions/${positionId}/`, body);

describe('GET /api/orders/quick-till-products/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/orders/quick-till-products/')).statusCode).toBe(
      401,
    );
  });

  it('lists the products offered on the quick till', async () => {
    const names = (await quickTillProducts()).map((p) => p.name).sort();
    expect(names).toEqual(['Cake Slice', 'Cold Drink', 'Food Item', 'Hot Drink', 'Retail Item']);
    expect((await quickTillProducts()).every((p) => p.quick_till)).toBe(true);
  });
});

describe('GET /api/orders/quick-till-positions/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/orders/quick-till-positions/')).statusCode).toBe(
      401,
    );
  });

  it('always answers positions 0 to 4, with their products', async () => {
    const list = await positions();
    expect(list.map((p) => [p.position_id, p.product?.name])).toEqual([
      [0, 'Hot Drink'],
      [1, 'Cold Drink'],
      [2, 'Food Item'],
      [3, 'Cake Slice'],
      [4, 'Retail Item'],
    ]);
    expect(list.every((p) => p.product_id === p.product?.id)).toBe(true);
  });
});

describe('PUT /api/orders/quick-till-positions/{positionId}/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).request('PUT', '/api/orders/quick-till-positions/0/', {
      product_id: null,
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes a position and round-trips', async () => {
    const cake = (await quickTillProducts()).find((p) => p.name === 'Cake Slice');
    const res = await put(0, { product_id: cake?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      position_id: 0,
      product_id: cake?.id,
      product: { name: 'Cake Slice' },
    });
    expect((await positions())[0]).toEqual(res.json());
  });

  it('empties a position with null, and it stays one of five', async () => {
    expect((await put(4, { product_id: null })).json()).toEqual({
      position_id: 4,
      product_id: null,
      product: null,
    });
    const list = await positions();
    expect(list).toHaveLength(5);
    expect(list[4]).toEqual({ position_id: 4, product_id: null, product: null });
  });

  it('refuses a position outside 0 to 4', async () => {
    for (const id of [5, -1, 'x', 1.5]) {
      const res = await put(id, { product_id: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ position_id: ['Quick-till positions are 0 to 4.'] });
    }
  });

  it('refuses a product that is not a live quick-till product of the merchant', async () => {
    const all: WireProduct[] = (await sam.get('/api/orders/products/')).json();
    const latte = all.find((p) => p.name === 'Latte');
    const refused = { product_id: ['Choose a quick-till product.'] };
    expect((await put(1, { product_id: latte?.id })).json()).toEqual(refused);
    expect((await put(1, { product_id: crypto.randomUUID() })).json()).toEqual(refused);
    expect((await put(1, { product_id: 'latte' })).json()).toEqual(refused);
    expect((await positions())[1]?.product?.name).toBe('Cold Drink');
  });

  it('shows a position as empty once its product is deleted', async () => {
    const coldDrink = (await positions())[1]?.product;
    await sam.delete(`/api/orders/products/${coldDrink?.id}/`);
    expect((await positions())[1]).toEqual({ position_id: 1, product_id: null, product: null });
  });
});
