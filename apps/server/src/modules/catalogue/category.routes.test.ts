import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

type WireCategory = { id: string; slug: string; name: string; parent_category_id: string | null };

let t: TestApp;
let staff: ApiClient;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, 'staff@example.com');
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

const slugs = (rows: WireCategory[]) => rows.map((c) => c.slug);

describe('category reads', () => {
  it('requires authentication', async () => {
    const anonymous = new ApiClient(t.app);
    for (const path of ['', 'list/', 'list_all/', 'retrieve/coffee/']) {
      const res = await anonymous.get(`/api/orders/categories/${path}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });

  it('GET /api/orders/categories/ lists the root categories by position', async () => {
    const roots: WireCategory[] = (await staff.get('/api/orders/categories/')).json();
    expect(slugs(roots)).toEqual(['hot-drinks', 'cold-drinks', 'food', 'retail']);
    expect(roots[0]).toEqual({
      id: expect.any(String),
      slug: 'hot-drinks',
      name: 'Hot Drinks',
      parent_category_id: null,
      background_colour: '#795548',
      position: 0,
    });
  });

  it('GET list/ is the till top level: root categories and products in no category', async () => {
    const before = (await staff.get('/api/orders/categories/list/')).json();
    expect(slugs(before.categories)).toEqual(['hot-drinks', 'cold-drinks', 'food', 'retail']);
    expect(before.products).toEqual([]);
    await owner.post('/api/orders/products/', { name: 'Gift Card', price: 1000 });
    const after = (await staff.get('/api/orders/categories/list/')).json();
    expect(after.products.map((p: WireProduct) => [p.name, p.color, p.root_category_name])).toEqual(
      [['Gift Card', '#9e9e9e', null]],
    );
  });

  it('GET list_all/ lists every category flat, roots first, then by parent and position', async () => {
    const all: WireCategory[] = (await staff.get('/api/orders/categories/list_all/')).json();
    expect(all).toHaveLength(9);
    expect(slugs(all.slice(0, 4))).toEqual(['hot-drinks', 'cold-drinks', 'food', 'retail']);
    const byId = new Map(all.map((c) => [c.id, c]));
    const childrenOf = (slug: string) =>
      all.filter((c) => byId.get(c.parent_category_id ?? '')?.slug === slug).map((c) => c.slug);
    expect(childrenOf('hot-drinks')).toEqual(['coffee', 'tea']);
    expect(childrenOf('food')).toEqual(['breakfast', 'sandwiches', 'cakes']);
  });

  it('GET retrieve/{slug}/ gives one till level: breadcrumb, children and products', async () => {
    const hot = (await staff.get('/api/orders/categories/retrieve/hot-drinks/')).json();
    expect(hot).toMatchObject({ slug: 'hot-drinks', ancestors: [] });
    expect(slugs(hot.children)).toEqual(['coffee', 'tea']);
    expect(hot.products.map((p: WireProduct) => p.name)).toEqual([
      'Hot Chocolate',
      'Babyccino',
      'Hot Drink',
    ]);

    const coffee = (await staff.get('/api/orders/categories/retrieve/coffee/')).json();
    expect(coffee.ancestors).toEqual([{ id: hot.id, slug: 'hot-drinks', name: 'Hot Drinks' }]);
    expect(coffee.children).toEqual([]);
    const flatWhite = coffee.products.find((p: WireProduct) => p.name === 'Flat White');
    expect(flatWhite.options.map((o: { label: string }) => o.label)).toEqual(['Milk', 'Extras']);
  });

  it('answers an unknown slug with 404', async () => {
    const res = await staff.get('/api/orders/categories/retrieve/no-such-category/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Category not found.' });
  });
});
