import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The till's Favourites page (issue 13): Corner Café's products in the order its
// editor chose. Who may change it is tested with the other edits
// (edit-permission.routes.test.ts); here, what it holds, and tenancy.

let t: TestApp;
let sam: ApiClient;
let byName: Map<string, WireProduct>;
beforeAll(async () => {
  t = await createTestApp();
  sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
  const all: WireProduct[] = (await sam.get('/api/orders/products/')).json();
  byName = new Map(all.map((p) => [p.name, p]));
});
afterAll(() => t.close());

const idOf = (name: string): string => {
  const product = byName.get(name);
  if (!product) throw new Error(`no product ${name}`);
  return product.id;
};
const favourites = async (api = sam): Promise<string[]> =>
  ((await api.get('/api/orders/favourites/')).json() as WireProduct[]).map((p) => p.name);
const put = (name: string, body: object = {}, api = sam) =>
  api.request('PUT', `/api/orders/favourites/${idOf(name)}/`, body);
const remove = (name: string, api = sam) => api.delete(`/api/orders/favourites/${idOf(name)}/`);
const clear = async () => {
  for (const name of await favourites()) await remove(name);
};

describe('GET /api/orders/favourites/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/orders/favourites/')).statusCode).toBe(401);
  });

  it('is empty until the merchant adds some, for any till, cashier or not', async () => {
    expect(await favourites()).toEqual([]);
    expect(await favourites(await tillSession(t.app, 'staff@example.com'))).toEqual([]);
  });
});

describe('PUT /api/orders/favourites/{id}/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).request(
      'PUT',
      `/api/orders/favourites/${idOf('Latte')}/`,
      {},
    );
    expect(res.statusCode).toBe(401);
  });

  it('adds products at the end, in order, as whole products the till draws', async () => {
    const res = await put('Flat White');
    expect(res.statusCode).toBe(200);
    expect((res.json() as WireProduct[]).map((p) => p.name)).toEqual(['Flat White']);
    expect(res.json()[0]).toEqual(byName.get('Flat White'));
    await put('Latte');
    await put('Hot Drink');
    expect(await favourites()).toEqual(['Flat White', 'Latte', 'Hot Drink']);
    await clear();
  });

  it('moves a favourite to a position, and adds one at a position', async () => {
    for (const name of ['Flat White', 'Latte', 'Hot Drink']) await put(name);
    expect(
      (await put('Hot Drink', { position: 0 })).json().map((p: WireProduct) => p.name),
    ).toEqual(['Hot Drink', 'Flat White', 'Latte']);
    await put('Espresso', { position: 1 });
    expect(await favourites()).toEqual(['Hot Drink', 'Espresso', 'Flat White', 'Latte']);
    // Past the end is the end; putting a favourite again without a position moves it last.
    await put('Hot Drink', { position: 99 });
    await put('Espresso');
    expect(await favourites()).toEqual(['Flat White', 'Latte', 'Hot Drink', 'Espresso']);
    await clear();
  });

  it('refuses a position that is not a whole number from 0, naming the field', async () => {
    for (const position of [-1, 1.5, 'first']) {
      const res = await put('Latte', { position });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ position: ['Choose a position from the list.'] });
    }
    expect(await favourites()).toEqual([]);
  });

  it('answers 404 for an id that is no product, or a deleted one', async () => {
    const missing = await sam.request(
      'PUT',
      '/api/orders/favourites/00000000-0000-4000-8000-000000000000/',
      {},
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Product not found.' });
    expect((await sam.request('PUT', '/api/orders/favourites/latte/', {})).statusCode).toBe(400);
    const temp = (
      await sam.post('/api/orders/products/', { name: 'Gone Soon', price: 100 })
    ).json();
    await sam.request('PUT', `/api/orders/favourites/${temp.id}/`, {});
    await sam.delete(`/api/orders/products/${temp.id}/`);
    expect(await favourites()).toEqual([]);
    expect((await sam.request('PUT', `/api/orders/favourites/${temp.id}/`, {})).statusCode).toBe(
      404,
    );
  });

  it('leaves out a deleted product and closes up behind it', async () => {
    const temp = (await sam.post('/api/orders/products/', { name: 'Brief', price: 100 })).json();
    await put('Latte');
    await sam.request('PUT', `/api/orders/favourites/${temp.id}/`, {});
    await put('Espresso');
    await sam.delete(`/api/orders/products/${temp.id}/`);
    expect(await favourites()).toEqual(['Latte', 'Espresso']);
    // The next change writes positions 0..n-1 again: a place chosen is the place taken.
    await put('Flat White', { position: 2 });
    expect(await favourites()).toEqual(['Latte', 'Espresso', 'Flat White']);
    await clear();
  });
});

describe('DELETE /api/orders/favourites/{id}/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).delete(`/api/orders/favourites/${idOf('Latte')}/`);
    expect(res.statusCode).toBe(401);
  });

  it('takes a product off Favourites, and the others keep their order', async () => {
    for (const name of ['Flat White', 'Latte', 'Hot Drink']) await put(name);
    expect((await remove('Latte')).statusCode).toBe(204);
    expect(await favourites()).toEqual(['Flat White', 'Hot Drink']);
    expect(byName.has('Latte')).toBe(true);
    await clear();
  });

  it('answers 404 for a product that is not a favourite', async () => {
    const res = await remove('Latte');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'This product is not in Favourites.' });
  });
});

describe("another merchant's favourites", () => {
  it('are neither seen nor changed, and its products cannot be added', async () => {
    const harbour = await tillSession(t.app, 'owner@harbour.example', { username: 'Jamie' });
    await put('Flat White');
    expect(await favourites(harbour)).toEqual([]);
    expect((await put('Flat White', {}, harbour)).statusCode).toBe(404);
    expect((await remove('Flat White', harbour)).statusCode).toBe(404);
    const cod = ((await harbour.get('/api/orders/products/')).json() as WireProduct[]).find(
      (p) => p.name === 'Cod & Chips',
    );
    expect((await sam.request('PUT', `/api/orders/favourites/${cod?.id}/`, {})).statusCode).toBe(
      404,
    );
    expect(await favourites()).toEqual(['Flat White']);
    expect(
      (await harbour.request('PUT', `/api/orders/favourites/${cod?.id}/`, {})).statusCode,
    ).toBe(200);
    expect(await favourites(harbour)).toEqual(['Cod & Chips']);
    expect(await favourites()).toEqual(['Flat White']);
  });
});
