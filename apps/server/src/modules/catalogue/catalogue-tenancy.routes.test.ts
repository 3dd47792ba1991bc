import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// A Harbour Fish Bar till (the owner, with Jamie, who may edit) may do anything
// to Harbour's catalogue, and nothing to Corner Café's: ids and slugs of another
// merchant are not found.

let t: TestApp;
let harbour: ApiClient;
let cafe: ApiClient;
let flatWhite: WireProduct;
let coffee: { id: string; slug: string };
let samId: string;
beforeAll(async () => {
  t = await createTestApp();
  harbour = await tillSession(t.app, 'owner@harbour.example', { username: 'Jamie' });
  cafe = await tillSession(t.app, 'owner@example.com');
  const all: WireProduct[] = (await cafe.get('/api/orders/products/')).json();
  flatWhite = all.find((p) => p.name === 'Flat White') as WireProduct;
  coffee = (await cafe.get('/api/orders/categories/retrieve/coffee/')).json();
  samId = await cashierIdOf(cafe, 'Sam');
});
afterAll(() => t.close());

/** Everything Corner Café's till shows, to prove nothing changed. */
const cafeState = async () =>
  Promise.all(
    [
      'orders/products/',
      'orders/categories/list_all/',
      'accounts/cashier/',
      'orders/quick-till-positions/',
      'orders/option-sets/',
    ].map(async (path) => (await cafe.get(`/api/${path}`)).json()),
  );

const expectNotFound = async (response: Promise<{ statusCode: number }>) =>
  expect((await response).statusCode).toBe(404);

describe("a Harbour Fish Bar owner and Corner Café's catalogue", () => {
  it('cannot read it', async () => {
    const harbourProducts: WireProduct[] = (await harbour.get('/api/orders/products/')).json();
    expect(harbourProducts.map((p) => p.name)).toContain('Cod & Chips');
    expect(harbourProducts.some((p) => p.id === flatWhite.id)).toBe(false);
    expect((await harbour.get(`/api/orders/products/?category_id=${coffee.id}`)).json()).toEqual(
      [],
    );
    await expectNotFound(harbour.get('/api/orders/categories/retrieve/coffee/'));
    await expectNotFound(harbour.get('/api/orders/categories/retrieve/hot-drinks/'));
    const names = (await harbour.get('/api/accounts/cashier/'))
      .json()
      .map((c: { username: string }) => c.username);
    expect(names).toEqual(['Jamie']);
    const sets = (await harbour.get('/api/orders/option-sets/')).json();
    expect(sets.map((set: { label: string }) => set.label)).toEqual(['Size']);
  });

  it('cannot patch or delete its products, categories or cashiers, by id or slug', async () => {
    const before = await cafeState();
    await expectNotFound(harbour.patch(`/api/orders/products/${flatWhite.id}/`, { price: 1 }));
    await expectNotFound(harbour.delete(`/api/orders/products/${flatWhite.id}/`));
    await expectNotFound(harbour.patch('/api/orders/categories/coffee/', { name: 'Mine' }));
    await expectNotFound(
      harbour.post(`/api/orders/categories/${coffee.id}/edit/`, { name: 'Mine' }),
    );
    await expectNotFound(harbour.delete('/api/orders/categories/retail/'));
    await expectNotFound(harbour.patch(`/api/accounts/cashier/${samId}/`, { pin: '0000' }));
    await expectNotFound(harbour.delete(`/api/accounts/cashier/${samId}/`));
    const milk = flatWhite.options[0]?.id;
    await expectNotFound(harbour.patch(`/api/orders/option-sets/${milk}/`, { label: 'Mine' }));
    await expectNotFound(harbour.delete(`/api/orders/option-sets/${milk}/`));
    expect(await cafeState()).toEqual(before);
  });

  it('cannot log in as a Corner Café cashier, even with the right PIN', async () => {
    await expectNotFound(harbour.post(`/api/accounts/cashier/${samId}/login/`, { pin: '1234' }));
    // The refused log-in leaves Harbour's own cashier signed in.
    expect((await harbour.get('/api/accounts/cashier/current/')).json().cashier.username).toBe(
      'Jamie',
    );
  });

  it('cannot hang its own things on Corner Café ids', async () => {
    const before = await cafeState();
    const inCafeCategory = await harbour.post('/api/orders/products/', {
      name: 'Eel',
      price: 500,
      parent_category_id: coffee.id,
    });
    expect(inCafeCategory.json()).toEqual({
      parent_category_id: ['Choose a category of this merchant.'],
    });
    const underCafe = await harbour.post('/api/orders/categories/', {
      name: 'Pies',
      parent_category_id: coffee.id,
    });
    expect(underCafe.statusCode).toBe(400);
    const cod = ((await harbour.get('/api/orders/products/')).json() as WireProduct[])[0];
    const stolenSet = await harbour.patch(`/api/orders/products/${cod?.id}/`, {
      option_set_ids: [flatWhite.options[0]?.id],
    });
    expect(stolenSet.json()).toEqual({
      option_set_ids: ['Choose an option set of this merchant.'],
    });
    const [ownSize] = (await harbour.get('/api/orders/option-sets/')).json();
    const stolenChoice = await harbour.patch(`/api/orders/option-sets/${ownSize?.id}/`, {
      option_choices: [
        { id: flatWhite.options[0]?.option_choices[0]?.id, label: 'Mine', price: 0 },
      ],
    });
    expect(stolenChoice.json()).toEqual({
      'option_choices.0.id': ['This choice is not in this option set.'],
    });
    const quickTill = await harbour.request('PUT', '/api/orders/quick-till-positions/0/', {
      product_id: flatWhite.id,
    });
    expect(quickTill.json()).toEqual({ product_id: ['Choose a quick-till product.'] });
    expect(await cafeState()).toEqual(before);
  });

  it('has its own slug space', async () => {
    const created = (await harbour.post('/api/orders/categories/', { name: 'Coffee' })).json();
    expect(created.slug).toBe('coffee');
    expect((await harbour.get('/api/orders/categories/retrieve/coffee/')).json().id).toBe(
      created.id,
    );
    expect((await cafe.get('/api/orders/categories/retrieve/coffee/')).json().id).toBe(coffee.id);
  });
});
