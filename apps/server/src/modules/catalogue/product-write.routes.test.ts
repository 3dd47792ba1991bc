import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionSets, products } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { dense, positionsOf, type WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let sam: ApiClient;
let coffeeId: string;
beforeAll(async () => {
  t = await createTestApp();
  sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
  coffeeId = (await sam.get('/api/orders/categories/retrieve/coffee/')).json().id;
});
afterAll(() => t.close());

const list = async (query = ''): Promise<WireProduct[]> =>
  (await sam.get(`/api/orders/products/?version=1${query}`)).json();
const inCategory = (id: string) => list(`&category_id=${id}`);

describe('creating, editing and deleting products', () => {
  it('creates a product at the end of its category, coloured by it', async () => {
    const count = (await inCategory(coffeeId)).length;
    const res = await sam.post('/api/orders/products/', {
      name: 'Affogato',
      price: 450,
      parent_category_id: coffeeId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Affogato',
      parent_category_id: coffeeId,
      description: '',
      price: 450,
      has_variable_price: false,
      measure: '',
      stock: null,
      low_stock_threshold: null,
      vat_rate: null,
      vat_rate_takeaway: null,
      self_color: null,
      color: '#6d4c41',
      quick_till: false,
      position: count,
      options: [],
      attributes: [],
      allergens: {},
      root_category_name: 'Hot Drinks',
    });
  });

  it('attaches shared option sets in the order sent, and detaches them', async () => {
    const sets: { id: string; label: string; product_count: number }[] = (
      await sam.get('/api/orders/option-sets/')
    ).json();
    const milk = sets.find((s) => s.label === 'Milk');
    const extras = sets.find((s) => s.label === 'Extras');
    const created: WireProduct = (
      await sam.post('/api/orders/products/', {
        name: 'Oat Flat White',
        price: 350,
        option_set_ids: [extras?.id, milk?.id],
      })
    ).json();
    expect(created.options.map((o) => [o.id, o.label])).toEqual([
      [extras?.id, 'Extras'],
      [milk?.id, 'Milk'],
    ]);
    const flatWhite = (await list()).find((p) => p.name === 'Flat White');
    expect(created.options[1]).toEqual(flatWhite?.options[0]);
    const counted: typeof sets = (await sam.get('/api/orders/option-sets/')).json();
    expect(counted.find((s) => s.id === milk?.id)?.product_count).toBe(
      (milk?.product_count ?? 0) + 1,
    );

    const detached = await sam.patch(`/api/orders/products/${created.id}/`, {
      option_set_ids: [milk?.id],
    });
    expect(detached.statusCode).toBe(200);
    expect(detached.json().options.map((o: { id: string }) => o.id)).toEqual([milk?.id]);
    const cleared = await sam.patch(`/api/orders/products/${created.id}/`, { option_set_ids: [] });
    expect(cleared.json().options).toEqual([]);
    // Detaching never deletes the set: the other products still ask it.
    expect(
      await t.db
        .select()
        .from(optionSets)
        .where(eq(optionSets.id, extras?.id ?? '')),
    ).toHaveLength(1);
    expect((await list()).find((p) => p.name === 'Flat White')?.options).toEqual(
      flatWhite?.options,
    );
  });

  it('leaves the option sets alone when a patch does not name them', async () => {
    const latte = (await list()).find((p) => p.name === 'Latte');
    const res = await sam.patch(`/api/orders/products/${latte?.id}/`, { price: 340 });
    expect(res.json().options).toEqual(latte?.options);
  });

  it('refuses an unknown option set, changing nothing', async () => {
    const latte = (await list()).find((p) => p.name === 'Latte');
    const res = await sam.patch(`/api/orders/products/${latte?.id}/`, {
      name: 'Latte XL',
      option_set_ids: [crypto.randomUUID()],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ option_set_ids: ['Choose an option set of this merchant.'] });
    const after = (await list()).find((p) => p.id === latte?.id);
    expect(after).toEqual(latte);
  });

  it('moves a product among its siblings and to another category, keeping positions dense', async () => {
    const teaId = (await sam.get('/api/orders/categories/retrieve/tea/')).json().id;
    const tea = await inCategory(teaId);
    const last = tea[tea.length - 1];
    await sam.patch(`/api/orders/products/${last?.id}/`, { position: 0 });
    const moved = await inCategory(teaId);
    expect(moved.map((p) => p.id)).toEqual([last?.id, ...tea.slice(0, -1).map((p) => p.id)]);
    expect(positionsOf(moved)).toEqual(dense(tea.length));

    const res = await sam.patch(`/api/orders/products/${last?.id}/`, {
      parent_category_id: coffeeId,
      position: 1,
    });
    expect(res.json()).toMatchObject({
      parent_category_id: coffeeId,
      position: 1,
      root_category_name: 'Hot Drinks',
    });
    expect(positionsOf(await inCategory(teaId))).toEqual(dense(tea.length - 1));
    const coffee = await inCategory(coffeeId);
    expect(coffee[1]?.id).toBe(last?.id);
    expect(positionsOf(coffee)).toEqual(dense(coffee.length));
  });

  it('deletes softly: gone from every list, still there for old orders', async () => {
    const coffee = await inCategory(coffeeId);
    const victim = coffee[0];
    expect((await sam.delete(`/api/orders/products/${victim?.id}/`)).statusCode).toBe(204);
    expect((await list()).some((p) => p.id === victim?.id)).toBe(false);
    const detail = (await sam.get('/api/orders/categories/retrieve/coffee/')).json();
    expect(detail.products.some((p: WireProduct) => p.id === victim?.id)).toBe(false);
    expect(positionsOf(await inCategory(coffeeId))).toEqual(dense(coffee.length - 1));
    const kept = await t.db
      .select()
      .from(products)
      .where(and(eq(products.id, victim?.id ?? ''), isNotNull(products.deletedAt)));
    expect(kept).toHaveLength(1);
    const again = await sam.delete(`/api/orders/products/${victim?.id}/`);
    expect(again.statusCode).toBe(404);
    expect(
      (await sam.patch(`/api/orders/products/${victim?.id}/`, { name: 'Back' })).statusCode,
    ).toBe(404);
  });
});
