import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { auditLog } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Cancelling an unpaid order (a customer who walks away at checkout): stock goes
// back, the payment is cancelled, the cancellation is audited; a paid order is refunded instead.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
});
afterAll(() => t.close());

const newOrder = async (lines = [menu.line('Carrot Cake')]) => {
  const res = await cafe.post('/api/orders/orders/', inStore(lines));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; total_cost: number };
};
const cancel = (id: string, api = cafe) => api.post(`/api/orders/orders/${id}/cancel/`);
const stockOf = async (name: string) =>
  (await loadCatalogue(cafe)).product(name).stock as number | null;

describe('POST orders/orders/{id}/cancel/', () => {
  it('cancels an unpaid order, puts its stock back and audits it', async () => {
    const before = await stockOf('Carrot Cake');
    const { id } = await newOrder();
    expect(await stockOf('Carrot Cake')).toBe((before ?? 0) - 1);

    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      order_payment: { status: 'cancelled_client' },
    });
    expect(await stockOf('Carrot Cake')).toBe(before);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancelled'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
  });

  it('answers a second cancel with the cancelled order, without returning stock twice', async () => {
    const before = await stockOf('Carrot Cake');
    const { id } = await newOrder();
    expect((await cancel(id)).statusCode).toBe(200);
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await stockOf('Carrot Cake')).toBe(before);
  });

  it('refuses a paid order: it is refunded, not cancelled', async () => {
    const { id, total_cost } = await newOrder([menu.line('Flat White')]);
    await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: total_cost });
    const res = await cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.paidNotCancelled });
  });

  it('refuses a cancelled order its payment', async () => {
    const { id, total_cost } = await newOrder([menu.line('Flat White')]);
    await cancel(id);
    const res = await cafe.post(`/api/orders/orders/${id}/pay/`, {
      type: 'cash',
      amount: total_cost,
    });
    expect(res.statusCode).toBe(409);
  });

  it('needs a till of the same merchant', async () => {
    const { id } = await newOrder([menu.line('Flat White')]);
    expect((await cancel(id, new ApiClient(t.app))).statusCode).toBe(401);
    expect((await cancel(id, kitchenScreen(t.app))).statusCode).toBe(403);
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    expect((await cancel(id, harbour)).statusCode).toBe(404);
    expect((await cafe.get(`/api/orders/orders/${id}/`)).json()).toMatchObject({
      status: 'requested',
    });
  });
});
