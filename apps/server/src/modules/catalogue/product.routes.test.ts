import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, products } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { dense, positionsOf, type WireProduct } from '@/testing/catalogue-wire.js';
import { countingDb } from '@/testing/counting-db.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { listProducts } from './product.service.js';

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

describe('GET /api/orders/products/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/orders/products/?version=1')).statusCode).toBe(
      401,
    );
  });

  it('lists each product with its options, colour, VAT and root category', async () => {
    const all = await list();
    const flatWhite = all.find((p) => p.name === 'Flat White');
    expect(flatWhite).toMatchObject({
      parent_category_id: coffeeId,
      price: 320,
      has_variable_price: false,
      measure: '8oz',
      stock: null,
      vat_rate: 20,
      vat_rate_takeaway: 20,
      self_color: null,
      color: '#6d4c41',
      quick_till: false,
      root_category_name: 'Hot Drinks',
      attributes: [],
    });
    expect(
      flatWhite?.options.map((o) => [
        o.label,
        o.multiple,
        o.option_choices.map((c) => [c.label, c.price]),
      ]),
    ).toEqual([
      [
        'Milk',
        false,
        [
          ['Whole', 0],
          ['Oat', 30],
          ['Soy', 30],
        ],
      ],
      [
        'Extras',
        true,
        [
          ['Extra shot', 50],
          ['Syrup', 40],
        ],
      ],
    ]);
    expect(all.find((p) => p.name === 'Hot Chocolate')?.attributes).toEqual([
      { id: expect.any(String), short_label: 'V' },
    ]);
    const [cafe] = await t.db.select().from(clients).where(eq(clients.identifier, 'corner-cafe'));
    const rows = await t.db
      .select()
      .from(products)
      .where(eq(products.clientId, cafe?.id ?? ''));
    expect(all).toHaveLength(rows.length);
  });

  it('filters by category, and refuses a malformed category id', async () => {
    const coffee = await inCategory(coffeeId);
    expect(coffee.length).toBeGreaterThan(5);
    expect(coffee.every((p) => p.parent_category_id === coffeeId)).toBe(true);
    expect(positionsOf(coffee)).toEqual(dense(coffee.length));
    const bad = await sam.get('/api/orders/products/?category_id=coffee');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category_id: ['Choose a category of this merchant.'] });
  });

  it('makes the same number of queries however many products there are', async () => {
    const clientId =
      (await t.db.select().from(clients).where(eq(clients.identifier, 'corner-cafe')))[0]?.id ?? '';
    const counted = countingDb(t.db);
    const first = await listProducts(counted.db, clientId);
    const before = counted.queries();
    for (let i = 0; i < 12; i++) {
      const size = { label: `Size ${i}`, option_choices: [{ label: 'Big', price: 50 }] };
      const set = (await sam.post('/api/orders/option-sets/', size)).json();
      await sam.post('/api/orders/products/', {
        name: `Extra ${i}`,
        price: 100,
        option_set_ids: [set.id],
      });
    }
    const second = await listProducts(counted.db, clientId);
    expect(second.length).toBe(first.length + 12);
    expect(counted.queries() - before).toBe(before);
  });
});
