import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clients, orders } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { RECEIPT_NOT_SENT } from './receipt.service.js';

// An SMS provider that cannot be reached: the till hears a 502 with a sentence
// it can show, not a bare server error.

let t: TestApp;
beforeAll(async () => {
  // Port 9 (discard) has nothing listening here: the provider call fails at once.
  t = await createTestApp([], { SMS_PROVIDER_URL: 'http://127.0.0.1:9/send', SMS_API_KEY: 'k' });
});
afterAll(() => t.close());

it('answers 502 with a sentence when the SMS provider is down', async () => {
  const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  const [order] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(clients.identifier, CORNER_CAFE.identifier))
    .orderBy(desc(orders.orderNumber))
    .limit(1);
  const res = await staff.post(`/api/orders/orders/${order?.id}/send_receipt/`, {
    method: 'phone',
    info: '07700 900123',
  });
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({ detail: RECEIPT_NOT_SENT });
});
