import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { newOrder } from '@/testing/order-status.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Audit D1 on the real money routes: the process died after claiming a key and before
// its transaction committed. The claim is left with no order; a till's retry with the
// same key, once the claim's lease has run out, must make the order, once.

let t: TestApp;
let till: ApiClient;
let catalogue: Catalogue;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  till = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  catalogue = await loadCatalogue(till);
  const session = (await till.get('/api/session/')).json() as { client: { id: string } };
  clientId = session.client.id;
});
afterAll(() => t.close());

const keyRow = async (key: string) => {
  const [row] = await t.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.clientId, clientId), eq(idempotencyKeys.key, key)));
  return row;
};

/** What a crash leaves: a claim two minutes old, no answer, and nothing it claimed for. */
const leaveDeadClaim = (key: string, path: string, requestHash: string | null) =>
  t.db.insert(idempotencyKeys).values({
    clientId,
    key,
    method: 'POST',
    path,
    requestHash,
    claimToken: randomUUID(),
    claimedAt: sql`now() - interval '2 minutes'`,
  });

const ordersNoted = async (notes: string) =>
  (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.notes, notes))).length;

describe('a retry after a crash', () => {
  it('makes the order once when the dead claim has passed its lease', async () => {
    const body = inStore([catalogue.line('Latte')], { notes: 'crash-retry' });
    // The same body under another key gives the fingerprint the dead claim would hold.
    const earlier = await till.post('/api/orders/orders/', body, {
      'idempotency-key': 'crash-ref-1',
    });
    expect(earlier.statusCode).toBe(201);
    const reference = await keyRow('crash-ref-1');
    if (!reference) throw new Error('the first key was not kept');
    expect(reference.requestHash).toMatch(/^[0-9a-f]{64}$/);
    await leaveDeadClaim('crash-key-1', '/api/orders/orders/', reference.requestHash);

    const retry = await till.post('/api/orders/orders/', body, {
      'idempotency-key': 'crash-key-1',
    });
    expect(retry.statusCode).toBe(201);
    expect(await ordersNoted('crash-retry')).toBe(2);
    const again = await till.post('/api/orders/orders/', body, {
      'idempotency-key': 'crash-key-1',
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retry.json());
    expect(await ordersNoted('crash-retry')).toBe(2);
  });

  it('keeps the answer and the order together: the key is sealed with the order it made', async () => {
    const res = await till.post(
      '/api/orders/orders/',
      inStore([catalogue.line('Latte')], { notes: 'sealed-together' }),
      { 'idempotency-key': 'sealed-key-1' },
    );
    const row = await keyRow('sealed-key-1');
    if (!row) throw new Error('the key was not kept');
    expect(row.statusCode).toBe(201);
    expect(row.responseBody).toEqual(res.json());
  });

  it('takes a payment once, on a claim left from before fingerprints were kept', async () => {
    const order = await newOrder(till, [catalogue.line('Latte')]);
    const path = `/api/orders/orders/${order.id}/pay/`;
    await leaveDeadClaim('crash-pay-1', path, null);
    const pay = { type: 'cash', amount: 10_000 };
    const retry = await till.post(path, pay, { 'idempotency-key': 'crash-pay-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: order.id, order_payment: { status: 'paid' } });
    const again = await till.post(path, pay, { 'idempotency-key': 'crash-pay-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(retry.json());
  });
});
