import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashiers,
  categories,
  favouriteProducts,
  optionChoices,
  optionSets,
  productOptionSets,
  products,
  quickTillPositions,
  tillConfig,
  users,
} from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { cashierIdOf, signInCashier, tillSession } from '@/testing/till-session.js';

// Spec 001 §6 and issue 12: creating, editing and deleting products, option sets,
// categories, cashiers, quick-till positions, favourites and till config. With a cashier
// signed in, that cashier's edit permission decides, whoever the employee is;
// with none, only a superadmin, or an owner while no cashier may edit yet.

type Call = [method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', path: string, body?: object];

let t: TestApp;
let owner: ApiClient;
let edits: Call[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Sam', pin: '1234' });
  const all: WireProduct[] = (await owner.get('/api/orders/products/')).json();
  const latte = all.find((p) => p.name === 'Latte')?.id;
  const hotDrink = all.find((p) => p.name === 'Hot Drink')?.id;
  const teaId = (await owner.get('/api/orders/categories/retrieve/tea/')).json().id;
  const alexId = await cashierIdOf(owner, 'Alex');
  const milk = all.find((p) => p.name === 'Latte')?.options.find((o) => o.label === 'Milk')?.id;
  const milkSet = { label: 'Sneaky', option_choices: [{ label: 'x', price: 0 }] };
  edits = [
    ['POST', '/api/orders/products/', { name: 'Sneaky', price: 1 }],
    ['PATCH', `/api/orders/products/${latte}/`, { price: 1 }],
    ['DELETE', `/api/orders/products/${latte}/`],
    ['PATCH', `/api/orders/products/${latte}/`, { option_set_ids: [] }],
    ['POST', '/api/orders/option-sets/', milkSet],
    ['PATCH', `/api/orders/option-sets/${milk}/`, milkSet],
    ['DELETE', `/api/orders/option-sets/${milk}/`],
    ['POST', '/api/orders/categories/', { name: 'Sneaky' }],
    ['PATCH', '/api/orders/categories/tea/', { name: 'Sneaky' }],
    ['POST', `/api/orders/categories/${teaId}/edit/`, { name: 'Sneaky' }],
    ['DELETE', '/api/orders/categories/cold-drinks/'],
    ['POST', '/api/accounts/cashier/', { username: 'Sneaky' }],
    ['PATCH', `/api/accounts/cashier/${alexId}/`, { has_edit_permission: true }],
    ['DELETE', `/api/accounts/cashier/${alexId}/`],
    ['PUT', '/api/orders/quick-till-positions/0/', { product_id: hotDrink }],
    ['PUT', `/api/orders/favourites/${latte}/`, {}],
    ['DELETE', `/api/orders/favourites/${latte}/`],
    ['PATCH', '/api/till-config/update/', { default_till_view: 'quick_till' }],
  ];
});
afterAll(() => t.close());

const snapshot = async () =>
  Promise.all(
    [
      products,
      categories,
      cashiers,
      quickTillPositions,
      favouriteProducts,
      tillConfig,
      optionSets,
      optionChoices,
      productOptionSets,
    ].map(async (table) => [
      (await t.db.select({ n: count() }).from(table))[0]?.n,
      JSON.stringify(await t.db.select().from(table)),
    ]),
  );

const expectRefusedAll = async (api: ApiClient, status: number) => {
  const before = await snapshot();
  for (const [method, path, body] of edits) {
    const res = await api.request(method, path, body);
    expect(`${method} ${path} → ${res.statusCode}`).toBe(`${method} ${path} → ${status}`);
    if (status === 403) {
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  }
  expect(await snapshot()).toEqual(before);
};

describe('catalogue, cashier, quick-till and till-config edits', () => {
  it('requires authentication', async () => {
    await expectRefusedAll(new ApiClient(t.app), 401);
  });

  it('refuses staff with no cashier signed in', async () => {
    await expectRefusedAll(await tillSession(t.app, 'staff@example.com'), 403);
  });

  it('refuses a manager (reporting) with no cashier signed in', async () => {
    await expectRefusedAll(await tillSession(t.app, 'manager@example.com'), 403);
  });

  it('refuses Alex, who has no edit permission, under a staff log-in', async () => {
    await expectRefusedAll(
      await tillSession(t.app, 'staff@example.com', { username: 'Alex' }),
      403,
    );
  });

  it("refuses Alex under the owner's log-in: the signed-in cashier decides (001-17)", async () => {
    await expectRefusedAll(
      await tillSession(t.app, 'owner@example.com', { username: 'Alex' }),
      403,
    );
  });

  it('refuses the owner with no cashier signed in once a cashier (Sam) may edit', async () => {
    await expectRefusedAll(await tillSession(t.app, 'owner@example.com'), 403);
  });

  it('refuses the card terminal with Alex signed in', async () => {
    const terminal = await terminalSession(t.app);
    await signInCashier(terminal, { username: 'Alex' });
    await expectRefusedAll(terminal, 403);
  });

  it('refuses a kitchen screen', async () => {
    const screen = new ApiClient(t.app, {
      authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}`,
    });
    await expectRefusedAll(screen, 403);
  });

  it('allows Sam (edit permission, PIN 1234) under a staff log-in and under the owner', async () => {
    const samAtStaffTill = await tillSession(t.app, 'staff@example.com', {
      username: 'Sam',
      pin: '1234',
    });
    for (const api of [samAtStaffTill, owner]) {
      const product = await api.post('/api/orders/products/', { name: 'Allowed', price: 100 });
      expect(product.statusCode).toBe(201);
      expect(
        (await api.patch(`/api/orders/products/${product.json().id}/`, { price: 120 })).statusCode,
      ).toBe(200);
      expect((await api.delete(`/api/orders/products/${product.json().id}/`)).statusCode).toBe(204);
      const set = await api.post('/api/orders/option-sets/', {
        label: 'Allowed',
        option_choices: [{ label: 'Yes', price: 0 }],
      });
      expect(set.statusCode).toBe(201);
      expect(
        (await api.patch(`/api/orders/option-sets/${set.json().id}/`, { label: 'Still allowed' }))
          .statusCode,
      ).toBe(200);
      expect((await api.delete(`/api/orders/option-sets/${set.json().id}/`)).statusCode).toBe(204);
      const category = await api.post('/api/orders/categories/', { name: 'Allowed' });
      expect(category.statusCode).toBe(201);
      expect((await api.delete(`/api/orders/categories/${category.json().slug}/`)).statusCode).toBe(
        204,
      );
      expect((await api.post('/api/accounts/cashier/', { username: 'Allowed' })).statusCode).toBe(
        201,
      );
      expect(
        (await api.request('PUT', '/api/orders/quick-till-positions/4/', { product_id: null }))
          .statusCode,
      ).toBe(200);
      expect(
        (await api.patch('/api/till-config/update/', { feature_quick_till: true })).statusCode,
      ).toBe(200);
    }
  });

  it('lets a superadmin edit with no cashier signed in', async () => {
    await t.db
      .update(users)
      .set({ groups: ['superadmin'] })
      .where(eq(users.email, CORNER_CAFE.staffEmail));
    const support = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const res = await support.post('/api/orders/categories/', { name: 'Support fix' });
    await t.db.update(users).set({ groups: [] }).where(eq(users.email, CORNER_CAFE.staffEmail));
    expect(res.statusCode).toBe(201);
  });

  it('takes effect at once when the permission is withdrawn', async () => {
    const sam = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
    const jo = (await owner.post('/api/accounts/cashier/', { username: 'Jo' })).json();
    await owner.patch(`/api/accounts/cashier/${jo.id}/`, { has_edit_permission: true });
    const samId = await cashierIdOf(owner, 'Sam');
    const joAtTill = await tillSession(t.app, 'staff@example.com', { username: 'Jo' });
    await joAtTill.patch(`/api/accounts/cashier/${samId}/`, { has_edit_permission: false });
    expect((await sam.post('/api/orders/categories/', { name: 'Too late' })).statusCode).toBe(403);
    await joAtTill.patch(`/api/accounts/cashier/${samId}/`, { has_edit_permission: true });
    expect((await joAtTill.delete(`/api/accounts/cashier/${jo.id}/`)).statusCode).toBe(204);
  });
});

describe('an owner setting up, with no cashier signed in', () => {
  it('may add the first cashier who can edit, and no more once there is one', async () => {
    const setUp = await tillSession(t.app, 'owner@example.com');
    const samId = await cashierIdOf(owner, 'Sam');
    // Sam is the only editor: while he may edit, the owner alone may not.
    expect((await setUp.post('/api/accounts/cashier/', { username: 'Kim' })).statusCode).toBe(403);
    expect(
      (await owner.patch(`/api/accounts/cashier/${samId}/`, { has_edit_permission: false }))
        .statusCode,
    ).toBe(200);
    // Nobody may edit now, so the owner sets up, as on a new merchant.
    const kim = await setUp.post('/api/accounts/cashier/', {
      username: 'Kim',
      has_edit_permission: true,
    });
    expect(kim.statusCode).toBe(201);
    expect((await setUp.post('/api/accounts/cashier/', { username: 'Lou' })).statusCode).toBe(403);
    const kimAtTill = await tillSession(t.app, 'owner@example.com', { username: 'Kim' });
    await kimAtTill.patch(`/api/accounts/cashier/${samId}/`, { has_edit_permission: true });
    expect((await kimAtTill.delete(`/api/accounts/cashier/${kim.json().id}/`)).statusCode).toBe(
      204,
    );
  });
});
