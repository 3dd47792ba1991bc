import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { orders, payments } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, signInCashier, tillSession } from '@/testing/till-session.js';

// Issue 12, switching cashier: an order is recorded under the cashier who rang it up,
// never quietly under whoever signed in after; a pay-later order's payment records
// who took the money.

let t: TestApp;
let till: ApiClient;
let menu: Catalogue;
let alexId: string;
let samId: string;
beforeAll(async () => {
  t = await createTestApp();
  till = await tillSession(t.app, 'owner@example.com', { username: 'Alex' });
  menu = await loadCatalogue(till);
  alexId = await cashierIdOf(till, 'Alex');
  samId = await cashierIdOf(till, 'Sam');
});
afterAll(() => t.close());

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n;

describe('POST orders/orders/ — whose order', () => {
  it('refuses a cart naming a cashier other than the one signed in, writing nothing', async () => {
    const before = await orderCount();
    const res = await till.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White')], { cashier: samId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ cashier: [m.cashierChanged] });
    expect(await orderCount()).toBe(before);
  });

  it('records the order under the signed-in cashier it names', async () => {
    const res = await till.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White')], { cashier: alexId }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().cashier).toEqual({ id: alexId, username: 'Alex' });
  });

  it('records who took the money apart from who took the order, when paid later', async () => {
    const created = await till.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White')], { cashier: alexId }),
    );
    expect(created.statusCode).toBe(201);
    await signInCashier(till, { username: 'Sam', pin: '1234' });
    const paid = await till.post(`/api/orders/orders/${created.json().id}/pay/`, {
      type: 'cash',
      amount: 500,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().cashier).toEqual({ id: alexId, username: 'Alex' });
    const [payment] = await t.db
      .select({ cashierId: payments.cashierId })
      .from(payments)
      .where(eq(payments.orderId, created.json().id));
    expect(payment).toBeDefined();
    expect(payment?.cashierId).toBe(samId);
    await signInCashier(till, { username: 'Alex' });
  });
});
