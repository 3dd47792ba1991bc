import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, orderItems } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { kitchenScreen, loadCatalogue } from '@/testing/order-fixtures.js';
import { newOrder } from '@/testing/order-status.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Allergens on products and option choices (issue 14): stored as sent, validated per
// key, copied onto order lines when sold, shown to the kitchen and, when the merchant
// asks, on receipts. Tenancy as the rest of the catalogue.

type WireSet = {
  id: string;
  label: string;
  multiple: boolean;
  option_choices: { id: string; label: string; price: number; allergens: object }[];
};
type WireItem = { product: { name: string }; allergens: Record<string, string> };

let t: TestApp;
let sam: ApiClient;
let harbour: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
  harbour = await tillSession(t.app, 'owner@harbour.example', { username: 'Jamie' });
});
afterAll(() => t.close());

const products = async (api = sam): Promise<WireProduct[]> =>
  (await api.get('/api/orders/products/')).json();
const productNamed = async (name: string) => {
  const found = (await products()).find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
};
const milkSet = async (): Promise<WireSet> => {
  const sets = (await sam.get('/api/orders/option-sets/')).json() as WireSet[];
  const found = sets.find((s) => s.label === 'Milk');
  if (!found) throw new Error('no Milk set');
  return found;
};

describe('PATCH and POST orders/products/ with allergens', () => {
  it('requires authentication', async () => {
    const cake = await productNamed('Carrot Cake');
    const res = await new ApiClient(t.app).patch(`/api/orders/products/${cake.id}/`, {
      allergens: { milk: 'contains' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores each stated allergen and lists it; a key left out is not stated', async () => {
    const brownie = await productNamed('Chocolate Brownie');
    const res = await sam.patch(`/api/orders/products/${brownie.id}/`, {
      allergens: { eggs: 'contains', tree_nuts: 'may_contain', gluten: 'free' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().allergens).toEqual({
      gluten: 'free',
      eggs: 'contains',
      tree_nuts: 'may_contain',
    });
    expect((await productNamed('Chocolate Brownie')).allergens).toEqual(res.json().allergens);

    // A PATCH without allergens leaves them; one with replaces the whole map.
    await sam.patch(`/api/orders/products/${brownie.id}/`, { price: 330 });
    expect((await productNamed('Chocolate Brownie')).allergens).toEqual(res.json().allergens);
    const cleared = await sam.patch(`/api/orders/products/${brownie.id}/`, { allergens: {} });
    expect(cleared.json().allergens).toEqual({});

    const created = await sam.post('/api/orders/products/', {
      name: 'Sesame Bagel',
      price: 250,
      allergens: { sesame: 'contains', gluten: 'contains' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().allergens).toEqual({ gluten: 'contains', sesame: 'contains' });
    const plain = await sam.post('/api/orders/products/', { name: 'Tap water', price: 0 });
    expect(plain.json().allergens).toEqual({});
  });

  it('names the field of an unknown allergen or level, and changes nothing', async () => {
    const cake = await productNamed('Carrot Cake');
    const res = await sam.patch(`/api/orders/products/${cake.id}/`, {
      allergens: { nuts: 'contains', milk: 'lots', eggs: 'contains' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'allergens.nuts': ['This is not one of the 14 allergens.'],
      'allergens.milk': ['Choose contains, may_contain or free.'],
    });
    const notAMap = await sam.post('/api/orders/products/', {
      name: 'Odd',
      price: 100,
      allergens: ['milk'],
    });
    expect(notAMap.statusCode).toBe(400);
    expect(Object.keys(notAMap.json())).toEqual(['allergens']);
    expect((await productNamed('Carrot Cake')).allergens).toEqual(cake.allergens);
  });

  it("keeps a merchant's allergens to itself", async () => {
    const cake = await productNamed('Carrot Cake');
    const res = await harbour.patch(`/api/orders/products/${cake.id}/`, {
      allergens: { fish: 'contains' },
    });
    expect(res.statusCode).toBe(404);
    expect((await productNamed('Carrot Cake')).allergens).not.toHaveProperty('fish');
  });
});

describe('option choices with allergens', () => {
  it('stores them per choice, keeps them when a kept choice is sent without, and validates', async () => {
    const set = await milkSet();
    const choices = set.option_choices.map((c) => ({
      id: c.id,
      label: c.label,
      price: c.price,
      ...(c.label === 'Oat' ? { allergens: { gluten: 'may_contain' } } : {}),
      ...(c.label === 'Soya' ? { allergens: { soya: 'contains' } } : {}),
    }));
    const saved = await sam.patch(`/api/orders/option-sets/${set.id}/`, {
      option_choices: choices,
    });
    expect(saved.statusCode).toBe(200);
    const oat = saved.json().option_choices.find((c: { label: string }) => c.label === 'Oat');
    expect(oat.allergens).toEqual({ gluten: 'may_contain' });

    // An editor that does not know allergens sends the choice without them: they stay.
    const bare = set.option_choices.map(({ id, label, price }) => ({ id, label, price }));
    await sam.patch(`/api/orders/option-sets/${set.id}/`, { option_choices: bare });
    const again = (await milkSet()).option_choices.find((c) => c.label === 'Oat');
    expect(again?.allergens).toEqual({ gluten: 'may_contain' });
    // The till reads them on the product's options.
    const flatWhite = await productNamed('Flat White');
    const onProduct = flatWhite.options
      .flatMap((o) => o.option_choices)
      .find((c) => c.label === 'Oat') as { allergens?: object } | undefined;
    expect(onProduct?.allergens).toEqual({ gluten: 'may_contain' });

    const bad = await sam.patch(`/api/orders/option-sets/${set.id}/`, {
      option_choices: [{ label: 'Goat', price: 0, allergens: { milk: 'yes' } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      'option_choices.0.allergens.milk': ['Choose contains, may_contain or free.'],
    });
  });
});

describe('order lines keep the allergens they were sold with', () => {
  it('combines product and options, shows them to the kitchen, and prints them when asked', async () => {
    const flatWhite = await productNamed('Flat White');
    await sam.patch(`/api/orders/products/${flatWhite.id}/`, {
      allergens: { milk: 'contains' },
    });
    const menu = await loadCatalogue(sam);
    const order = await newOrder(sam, [menu.line('Flat White', ['Oat'])]);
    const read = (await sam.get(`/api/orders/orders/${order.id}/`)).json();
    expect(read.order_items.map((i: WireItem) => i.allergens)).toEqual([
      { gluten: 'may_contain', milk: 'contains' },
    ]);
    // Off by default: the receipt prints no allergens.
    expect(read.print_string).not.toContain('Contains');

    // The catalogue changes later; the sold line does not.
    await sam.patch(`/api/orders/products/${flatWhite.id}/`, { allergens: {} });
    const kitchen = (await kitchenScreen(t.app).get('/api/orders/orders/kitchen/?limit=50')).json();
    const ticket = kitchen.results.find((o: { id: string }) => o.id === order.id);
    expect(ticket.kitchen_items.map((i: WireItem) => i.allergens)).toEqual([
      { gluten: 'may_contain', milk: 'contains' },
    ]);

    await t.db
      .update(clients)
      .set({ receiptShowsAllergens: true })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    const printed = (await sam.get(`/api/orders/orders/${order.id}/`)).json().print_string;
    expect(printed).toContain('Contains: Milk · May contain: Gluten');
    await t.db
      .update(clients)
      .set({ receiptShowsAllergens: false })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));

    const [row] = await t.db
      .select({ allergens: orderItems.allergens })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(row?.allergens).toEqual({ milk: 'contains', gluten: 'may_contain' });
  });
});
