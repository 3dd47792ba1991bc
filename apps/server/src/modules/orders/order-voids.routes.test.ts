import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalMessages as am } from '@opentill/contract/orders/discount-reasons';
import { clients, orderVoids, orders } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_CASHIERS } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

// A line voided from an open order (issue 16): it leaves the order with a reason and who,
// the totals follow, the X report counts it, and where the merchant says so a manager
// approves it. A paid order and its last line are refused.

let t: TestApp;
let alex: ApiClient;
let menu: Catalogue;
let samId: string;
beforeAll(async () => {
  t = await createTestApp();
  alex = await tillSession(t.app, CORNER_CAFE.ownerEmail, { username: 'Alex' });
  menu = await loadCatalogue(alex);
  samId = await cashierIdOf(alex, 'Sam');
}, 60_000);
afterAll(() => t.close());

const price = (name: string) => Number(menu.product(name).price);
const openOrder = async () => {
  const res = await alex.post(
    '/api/orders/orders/',
    inStore([menu.line('Latte'), menu.line('Flat White')], {
      price_adjustments: [{ label: 'Loyalty', percent_off: 10, reason_code: 'loyalty' }],
    }),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; order_items: { id: string }[] };
};
const voidLine = (orderId: string, itemId: string, body: Record<string, unknown>) =>
  alex.post(`/api/orders/orders/${orderId}/items/${itemId}/void/`, body);

describe('POST orders/orders/{id}/items/{item_id}/void/', () => {
  it('takes the line off, works the totals out again, and keeps why and who', async () => {
    const before = (await alex.get('/api/report/x/')).json();
    const order = await openOrder();
    const [latte, flatWhite] = order.order_items.map((item) => item.id);
    const res = await voidLine(order.id, flatWhite ?? '', { reason: 'wrong_item' });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.order_items.map((item: { id: string }) => item.id)).toEqual([latte]);
    const off = Math.round(price('Latte') / 10);
    expect(after.total_cost).toBe(price('Latte') - off);
    expect(after.price_adjustments[0].amount).toBe(-off);
    const [row] = await t.db
      .select()
      .from(orderVoids)
      .where(and(eq(orderVoids.orderId, order.id)));
    expect(row).toMatchObject({
      productName: 'Flat White',
      costPence: price('Flat White'),
      reason: 'wrong_item',
    });
    const x = (await alex.get('/api/report/x/')).json();
    expect(x.figures.voids.count - before.figures.voids.count).toBe(1);
    expect(x.figures.voids.total - before.figures.voids.total).toBe(price('Flat White'));
  });

  it('refuses the last line, an unknown line, a missing reason and a paid order', async () => {
    const order = await openOrder();
    const [latte, flatWhite] = order.order_items.map((item) => item.id);
    expect((await voidLine(order.id, flatWhite ?? '', { reason: 'quality' })).statusCode).toBe(200);
    const last = await voidLine(order.id, latte ?? '', { reason: 'quality' });
    expect(last.statusCode).toBe(400);
    expect(last.json().item).toEqual([am.lastLine]);
    const unknown = await voidLine(order.id, '00000000-0000-4000-8000-000000000000', {
      reason: 'quality',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await voidLine(order.id, latte ?? '', {})).json().reason).toEqual([am.reasonRequired]);

    const paid = await openOrder();
    const total = (await alex.get(`/api/orders/orders/${paid.id}/`)).json().total_cost;
    await alex.post(`/api/orders/orders/${paid.id}/pay/`, { type: 'cash', amount: total });
    const refused = await voidLine(paid.id, paid.order_items[0]?.id ?? '', { reason: 'quality' });
    expect(refused.statusCode).toBe(409);
  });

  it('cancels an unpaid order with why and who', async () => {
    const order = await openOrder();
    const res = await alex.post(`/api/orders/orders/${order.id}/cancel/`, {
      reason: 'changed_mind',
      note: 'Left without paying',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select({ reason: orders.cancelReason, by: orders.cancelledByCashierId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ reason: 'changed_mind', by: await cashierIdOf(alex, 'Alex') });
    const bad = await alex.post(`/api/orders/orders/${order.id}/cancel/`, { reason: 'bored' });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a manager’s PIN where the merchant says so', async () => {
    await t.db
      .update(clients)
      .set({
        approvals: {
          discountOverPercent: null,
          voidAfterSend: true,
          refunds: false,
          noSale: false,
          priceOverride: false,
        },
      })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    const order = await openOrder();
    const itemId = order.order_items[1]?.id ?? '';
    const refused = await voidLine(order.id, itemId, { reason: 'changed_mind' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().approval).toEqual([am.voidAfterSend, am.managerRequired]);
    const approved = await voidLine(order.id, itemId, {
      reason: 'changed_mind',
      approval: { manager_id: samId, pin: DEMO_CASHIERS.sam.pin },
    });
    expect(approved.statusCode).toBe(200);
    const [row] = await t.db.select().from(orderVoids).where(eq(orderVoids.orderId, order.id));
    expect(row?.approvedByCashierId).toBe(samId);

    // Cancelling the whole order takes back what the kitchen has seen too.
    const cancel = await alex.post(`/api/orders/orders/${order.id}/cancel/`, {
      reason: 'changed_mind',
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().approval).toEqual([am.voidAfterSend, am.managerRequired]);
    const approvedCancel = await alex.post(`/api/orders/orders/${order.id}/cancel/`, {
      reason: 'changed_mind',
      approval: { manager_id: samId, pin: DEMO_CASHIERS.sam.pin },
    });
    expect(approvedCancel.statusCode).toBe(200);
  });

  it('is counted by the Z that closes its day, and by no later one', async () => {
    const order = await openOrder();
    const itemId = order.order_items[1]?.id ?? '';
    const voided = await voidLine(order.id, itemId, {
      reason: 'wrong_item',
      approval: { manager_id: samId, pin: DEMO_CASHIERS.sam.pin },
    });
    expect(voided.statusCode).toBe(200);
    const manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
    const z = await manager.post('/api/report/z/', {});
    expect(z.statusCode).toBe(201);
    expect(z.json().figures.voids.count).toBeGreaterThan(0);
    const [row] = await t.db.select().from(orderVoids).where(eq(orderVoids.orderId, order.id));
    expect(row?.zReportId).toBe(z.json().id);
    const x = (await manager.get('/api/report/x/')).json();
    expect(x.figures.voids).toEqual({ count: 0, total: 0 });
  });
});
