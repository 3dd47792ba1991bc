import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_DELIVERY_MESSAGES as m } from '@opentill/contract/orders/receipt-delivery';
import { alerts, clients, orders, outbox } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// send_receipt with a real SMS provider on loopback: it refuses one number for
// good (400), is down for another until told otherwise (503), and takes the rest.
// The till hears 200 sent, 502 with a sentence, or 202 queued and then asks.

const REFUSED = '+447700900666';
const FLAKY = '+447700900777';
let isFlakyDown = true;
const texts: { to: string; text: string }[] = [];
let provider: http.Server;

let t: TestApp;
let staff: ApiClient;
let orderId: string;
beforeAll(async () => {
  provider = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const sms = JSON.parse(raw) as { to: string; text: string };
      if (sms.to === REFUSED) return void response.writeHead(400).end('Unknown number');
      if (sms.to === FLAKY && isFlakyDown) return void response.writeHead(503).end();
      texts.push(sms);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp([], { SMS_PROVIDER_URL: `http://127.0.0.1:${port}/send` });
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  const [order] = await t.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(clients.identifier, CORNER_CAFE.identifier))
    .orderBy(desc(orders.orderNumber))
    .limit(1);
  if (!order) throw new Error('the seed has orders');
  orderId = order.id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const send = (info: string) =>
  staff.post(`/api/orders/orders/${orderId}/send_receipt/`, { method: 'phone', info });
const statusOf = (id: string, api = staff) =>
  api.get(`/api/orders/orders/${orderId}/send_receipt/${id}/`);

describe('send_receipt and its provider', () => {
  it('answers 200 sent when the provider takes the text', async () => {
    const res = await send('07700 900123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent', detail: m.sent });
    expect(texts.map((x) => x.to)).toContain('+447700900123');
  });

  it('answers 502 with a sentence when the provider refuses the number, and raises no alert', async () => {
    const res = await send('07700 900666');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: m.refusedPhone });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, REFUSED));
    if (!row) throw new Error('the refused text is in the outbox');
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.lastError).toContain('400');
    const raised = await t.db
      .select()
      .from(alerts)
      .where(eq(alerts.causeKey, `delivery_failed:${row.id}`));
    expect(raised).toEqual([]);
  });

  it('answers 202 queued when the provider is down, then sent once the dispatcher gets through', async () => {
    const res = await send('07700 900777');
    expect(res.statusCode).toBe(202);
    const queued = res.json() as { id: string; status: string; detail: string };
    expect(queued).toEqual({ id: expect.any(String), status: 'queued', detail: m.queued });
    expect((await statusOf(queued.id)).json()).toEqual(queued);

    isFlakyDown = false;
    const later = new Date(Date.now() + 60_000);
    expect(await t.delivery.dispatchDue(later)).toBeGreaterThanOrEqual(1);
    const now = await statusOf(queued.id);
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({ id: queued.id, status: 'sent', detail: m.sent });
    expect(texts.map((x) => x.to)).toContain(FLAKY);
  });

  it("answers 404 for another merchant's send and 400 for an id that is not one", async () => {
    const sent = (await send('07700 900124')).json() as { id: string };
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await statusOf(sent.id, harbour)).statusCode).toBe(404);
    const unknown = await statusOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await statusOf('nope')).statusCode).toBe(400);
  });
});
