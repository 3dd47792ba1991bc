import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { dense, positionsOf, type WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

type WireCategory = { id: string; slug: string; position: number; parent_category_id: string };

let t: TestApp;
let sam: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => sam.post('/api/orders/categories/', body);
const detail = async (slug: string) =>
  (await sam.get(`/api/orders/categories/retrieve/${slug}/`)).json();
const roots = async (): Promise<WireCategory[]> =>
  (await sam.get('/api/orders/categories/')).json();

describe('POST /api/orders/categories/', () => {
  it('validates with the spec messages, creating nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { name: ['Name is required'] }],
      [{ name: ' ' }, { name: ['Name is required'] }],
      [{ name: 'x'.repeat(65) }, { name: ['Name is too long (maximum 64 characters)'] }],
      [
        { name: 'Soup', background_colour: '#abc' },
        { background_colour: ['Incorrect Hex Colour Format'] },
      ],
      [
        { name: 'Soup', parent_category_id: crypto.randomUUID() },
        { parent_category_id: ['Choose a category of this merchant.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await roots()).toHaveLength(4);
  });

  it('makes a slug unique among the live categories of the merchant, and puts it last', async () => {
    const first = (await create({ name: 'Hot Drinks' })).json();
    expect(first).toMatchObject({
      slug: 'hot-drinks-2',
      position: 4,
      background_colour: '#9e9e9e',
    });
    expect((await create({ name: 'Hot drinks!' })).json().slug).toBe('hot-drinks-3');
    const coffee = await detail('coffee');
    const child = await create({
      name: 'Decaf',
      parent_category_id: coffee.id,
      background_colour: '#123456',
    });
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({
      slug: 'decaf',
      parent_category_id: coffee.id,
      position: 0,
    });
    expect((await detail('coffee')).children.map((c: WireCategory) => c.slug)).toEqual(['decaf']);
  });

  it('never takes a slug the till uses for a page of its own (/till/favourites)', async () => {
    const favourites = (await create({ name: 'Favourites' })).json();
    expect(favourites).toMatchObject({ slug: 'favourites-2', name: 'Favourites' });
    expect((await detail('favourites-2')).name).toBe('Favourites');
    expect((await create({ name: 'Cashier Login' })).json().slug).toBe('cashier-login-2');
  });
});

describe('PATCH /api/orders/categories/{slug}/ and POST {id}/edit/', () => {
  it('renames and recolours, keeping the slug; products take the new colour', async () => {
    const res = await sam.patch('/api/orders/categories/tea/', {
      name: 'Teas',
      background_colour: '#00ff00',
    });
    expect(res.json()).toMatchObject({ slug: 'tea', name: 'Teas', background_colour: '#00ff00' });
    const tea = await detail('tea');
    expect(tea.products.every((p: WireProduct) => p.color === '#00ff00' || p.self_color)).toBe(
      true,
    );
    const edited = await sam.post(`/api/orders/categories/${tea.id}/edit/`, { name: 'Tea' });
    expect(edited.json()).toMatchObject({ id: tea.id, slug: 'tea', name: 'Tea' });
  });

  it('refuses a parent that is the category itself, below it, or unknown', async () => {
    const hot = await detail('hot-drinks');
    const coffee = await detail('coffee');
    const cycle = {
      parent_category_id: ['A category cannot sit inside itself or one of its own subcategories.'],
    };
    for (const parent of [hot.id, coffee.id]) {
      const res = await sam.patch('/api/orders/categories/hot-drinks/', {
        parent_category_id: parent,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(cycle);
    }
    const unknown = await sam.post(`/api/orders/categories/${hot.id}/edit/`, {
      parent_category_id: crypto.randomUUID(),
    });
    expect(unknown.json()).toEqual({ parent_category_id: ['Choose a category of this merchant.'] });
    expect((await detail('hot-drinks')).parent_category_id).toBeNull();
  });

  it('moves among siblings and to another parent, keeping positions dense', async () => {
    const before = await roots();
    const last = before[before.length - 1];
    await sam.patch(`/api/orders/categories/${last?.slug}/`, { position: 0 });
    const after = await roots();
    expect(after.map((c) => c.id)).toEqual([last?.id, ...before.slice(0, -1).map((c) => c.id)]);
    expect(positionsOf(after)).toEqual(dense(before.length));

    const food = await detail('food');
    const moved = await sam.patch('/api/orders/categories/retail/', {
      parent_category_id: food.id,
      position: 1,
    });
    expect(moved.json()).toMatchObject({ parent_category_id: food.id, position: 1 });
    expect(positionsOf(await roots())).toEqual(dense(before.length - 1));
    const children = (await detail('food')).children;
    expect(children.map((c: WireCategory) => c.slug)).toEqual([
      'breakfast',
      'retail',
      'sandwiches',
      'cakes',
    ]);
    expect(positionsOf(children)).toEqual(dense(4));
    expect((await detail('retail')).products[0].root_category_name).toBe('Food');
  });

  it('answers an unknown slug or id with 404', async () => {
    expect((await sam.patch('/api/orders/categories/nope/', { name: 'x' })).statusCode).toBe(404);
    const res = await sam.post(`/api/orders/categories/${crypto.randomUUID()}/edit/`, {
      name: 'x',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/orders/categories/{slug}/', () => {
  it('refuses a category that still holds products or categories', async () => {
    for (const slug of ['hot-drinks', 'tea']) {
      const res = await sam.delete(`/api/orders/categories/${slug}/`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: 'This category still holds products or categories. Move or delete them first.',
      });
    }
    expect((await detail('tea')).slug).toBe('tea');
  });

  it('deletes an empty category softly, and its slug can be used again', async () => {
    const before = await roots();
    expect((await sam.delete('/api/orders/categories/hot-drinks-3/')).statusCode).toBe(204);
    expect((await sam.get('/api/orders/categories/retrieve/hot-drinks-3/')).statusCode).toBe(404);
    const after = await roots();
    expect(after.map((c) => c.slug)).not.toContain('hot-drinks-3');
    expect(positionsOf(after)).toEqual(dense(before.length - 1));
    const kept = await t.db
      .select()
      .from(categories)
      .where(and(eq(categories.slug, 'hot-drinks-3'), isNotNull(categories.deletedAt)));
    expect(kept).toHaveLength(1);
    expect((await create({ name: 'Hot Drinks' })).json().slug).toBe('hot-drinks-3');
  });
});
