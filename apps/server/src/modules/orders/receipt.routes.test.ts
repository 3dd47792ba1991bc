import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, customers, orders } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { RECEIPT_SENDS_PER_HOUR } from './receipt.service.js';

let t: TestApp;
let staff: ApiClient;
let cafeId: string;
let cafeOrders: (typeof orders.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  const [cafe] = await t.db
    .select()
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  cafeId = cafe?.id ?? '';
  cafeOrders = await t.db
    .select()
    .from(orders)
    .where(eq(orders.clientId, cafeId))
    .orderBy(desc(orders.orderNumber))
    .limit(10);
});
afterAll(() => t.close());

/** A seeded order, given a customer with these details (or none). */
const orderWith = async (index: number, customer: { email?: string; phone?: string } | null) => {
  const order = cafeOrders[index];
  if (!order) throw new Error('not enough seeded orders');
  let customerId: string | null = null;
  if (customer) {
    const [row] = await t.db
      .insert(customers)
      .values({ clientId: cafeId, name: 'Jo Bloggs', ...customer })
      .returning();
    customerId = row?.id ?? null;
  }
  await t.db.update(orders).set({ customerId }).where(eq(orders.id, order.id));
  return { order, customerId };
};

const customerOf = async (orderId: string) => {
  const [row] = await t.db
    .select({ customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId)));
  return row?.customer;
};

const url = (id: string) => `/api/orders/orders/${id}/send_receipt/`;
const byEmail = { method: 'email', info: 'jo@example.com', receipt: 'Send me £1,000,000' };

describe('POST /api/orders/orders/{id}/send_receipt/', () => {
  it('requires authentication', async () => {
    const { order } = await orderWith(0, null);
    expect((await new ApiClient(t.app).post(url(order.id), byEmail)).statusCode).toBe(401);
  });

  it("refuses a kitchen screen, and answers 404 for another merchant's order", async () => {
    const { order } = await orderWith(0, null);
    const screen = { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` };
    const res = await new ApiClient(t.app, screen).post(url(order.id), byEmail);
    expect(res.statusCode).toBe(403);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.post(url(order.id), byEmail)).statusCode).toBe(404);
  });

  it('checks the address against the method', async () => {
    const { order } = await orderWith(0, null);
    const res = await staff.post(url(order.id), { method: 'phone', info: 'jo@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('info');
  });

  it("mails the server's receipt, never the till's text, and fills an empty email", async () => {
    const { order, customerId } = await orderWith(1, { email: '', phone: '07700 900123' });
    const res = await staff.post(url(order.id), byEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'sent', detail: 'Receipt Sent' });
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ channel: 'email', recipient: 'jo@example.com', clientId: cafeId });
    expect(mail?.subject).toContain(`#${order.orderNumber}`);
    expect(mail?.body).toContain(`Order #${order.orderNumber}`);
    expect(mail?.body).toContain('TOTAL');
    expect(mail?.body).not.toContain('1,000,000');
    const customer = await customerOf(order.id);
    expect(customer).toMatchObject({
      id: customerId,
      email: 'jo@example.com',
      phone: '07700 900123',
    });
  });

  it('texts the receipt and fills an empty phone, but never overwrites one', async () => {
    const { order } = await orderWith(2, { email: 'first@example.com', phone: '' });
    const text = { method: 'phone', info: '07700 900555' };
    expect((await staff.post(url(order.id), text)).statusCode).toBe(200);
    const [sms] = await t.outbox();
    // Texts go to the provider in E.164; the customer keeps the number as typed.
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+447700900555', status: 'sent' });
    expect(sms?.body).toContain(`Order #${order.orderNumber}`);
    expect(await customerOf(order.id)).toMatchObject({ phone: '07700 900555' });

    await staff.post(url(order.id), { method: 'phone', info: '07700 900999' });
    await staff.post(url(order.id), { method: 'email', info: 'friend@example.com' });
    expect(await customerOf(order.id)).toMatchObject({
      phone: '07700 900555',
      email: 'first@example.com',
    });
  });

  it('gives an order with no customer one holding the contact', async () => {
    const { order } = await orderWith(3, null);
    expect((await staff.post(url(order.id), byEmail)).statusCode).toBe(200);
    expect(await customerOf(order.id)).toMatchObject({
      clientId: cafeId,
      email: 'jo@example.com',
      phone: '',
    });
  });

  it('limits sends per order', async () => {
    const { order } = await orderWith(4, null);
    for (let i = 0; i < RECEIPT_SENDS_PER_HOUR; i++)
      expect((await staff.post(url(order.id), byEmail)).statusCode).toBe(200);
    const res = await staff.post(url(order.id), byEmail);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another order is not held back.
    const { order: other } = await orderWith(5, null);
    expect((await staff.post(url(other.id), byEmail)).statusCode).toBe(200);
  });
});
