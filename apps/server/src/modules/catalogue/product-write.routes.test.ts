import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionChoices, productOptions, products } from '@/db/schema/index.js';
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
      self_color: null,
      color: '#6d4c41',
      quick_till: false,
      position: count,
      options: [],
      attributes: [],
      root_category_name: 'Hot Drinks',
    });
  });

  it('replaces options, keeping the ids sent back', async () => {
    const created: WireProduct = (
      await sam.post('/api/orders/products/', {
        name: 'Porridge',
        price: 300,
        options: [
          {
            label: 'Milk',
            option_choices: [
              { label: 'Whole', price: 0 },
              { label: 'Oat', price: 30 },
            ],
          },
          { label: 'Topping', multiple: true, option_choices: [{ label: 'Honey', price: 20 }] },
        ],
      })
    ).json();
    const [milk, topping] = created.options;
    const res = await sam.patch(`/api/orders/products/${created.id}/`, {
      options: [
        { label: 'Sweetener', option_choices: [{ label: 'Syrup', price: 40 }] },
        {
          id: milk?.id,
          label: 'Milk choice',
          option_choices: [
            { id: milk?.option_choices[1]?.id, label: 'Oat', price: 40 },
            { label: 'Soy', price: 30 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const options: WireProduct['options'] = res.json().options;
    expect(options.map((o) => o.label)).toEqual(['Sweetener', 'Milk choice']);
    expect(options[1]?.id).toBe(milk?.id);
    expect(options[1]?.option_choices.map((c) => [c.id, c.label, c.price])).toEqual([
      [milk?.option_choices[1]?.id, 'Oat', 40],
      [expect.any(String), 'Soy', 30],
    ]);
    const gone = await t.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.id, topping?.id ?? ''));
    expect(gone).toEqual([]);
    const whole = await t.db
      .select()
      .from(optionChoices)
      .where(eq(optionChoices.id, milk?.option_choices[0]?.id ?? ''));
    expect(whole).toEqual([]);
  });

  it("refuses another product's option id, changing nothing", async () => {
    const flatWhite = (await list()).find((p) => p.name === 'Flat White');
    const latte = (await list()).find((p) => p.name === 'Latte');
    const res = await sam.patch(`/api/orders/products/${latte?.id}/`, {
      name: 'Latte XL',
      options: [
        {
          id: flatWhite?.options[0]?.id,
          label: 'Stolen',
          option_choices: [{ label: 'x', price: 0 }],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'options.0.id': ['This option is not on this product.'] });
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
