import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Order create claims its Idempotency-Key in its own transaction (issue 18): the key is
// written with the answer, so a create costs one statement and one commit fewer. What a
// claim up front promised must hold all the same.

let t: TestApp;
let till: ApiClient;
let catalogue: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  till = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  catalogue = await loadCatalogue(till);
});
afterAll(() => t.close());

const ordersNoted = async (notes: string) =>
  (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.notes, notes))).length;

const keyRows = (key: string) =>
  t.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key)));

const create = (body: unknown, key: string) =>
  till.post('/api/orders/orders/', body, { 'idempotency-key': key });

describe('an order create with an Idempotency-Key', () => {
  it('writes its key once, answered, with the order, and replays it to a repeat', async () => {
    const body = inStore([catalogue.line('Latte')], { notes: 'in-tx-once' });
    const first = await create(body, 'in-tx-key-1');
    expect(first.statusCode).toBe(201);
    const [row, ...more] = await keyRows('in-tx-key-1');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ statusCode: 201, responseBody: first.json() });

    const repeat = await create(body, 'in-tx-key-1');
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await ordersNoted('in-tx-once')).toBe(1);
  });

  it('refuses the key for another body with 422, making nothing', async () => {
    const body = inStore([catalogue.line('Latte')], { notes: 'in-tx-other' });
    expect((await create(body, 'in-tx-key-2')).statusCode).toBe(201);
    const other = await create({ ...body, notes: 'in-tx-other-2' }, 'in-tx-key-2');
    expect(other.statusCode).toBe(422);
    expect(await ordersNoted('in-tx-other-2')).toBe(0);
  });

  it('replays a refusal to a repeat', async () => {
    const unknown = { product_id: '00000000-0000-4000-8000-00000000dead', optional_item_ids: [] };
    const body = inStore([unknown], { notes: 'in-tx-refused' });
    const refused = await create(body, 'in-tx-key-3');
    expect(refused.statusCode).toBe(400);
    const repeat = await create(body, 'in-tx-key-3');
    expect(repeat.statusCode).toBe(400);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(refused.json());
    expect(await ordersNoted('in-tx-refused')).toBe(0);
  });

  it('keeps no key when it is refused before a key is read, so it can be sent again', async () => {
    const body = inStore([catalogue.line('Latte')], { notes: 'in-tx-bad', deliver_to: 'nowhere' });
    expect((await create(body, 'in-tx-key-4')).statusCode).toBe(400);
    expect(await keyRows('in-tx-key-4')).toHaveLength(0);
  });

  itRacesOnPostgres('makes one order when six repeats race, each answered with it', async () => {
    const body = inStore([catalogue.line('Latte')], { notes: 'in-tx-race' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(body, 'in-tx-key-race')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((a) => (a.json() as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await ordersNoted('in-tx-race')).toBe(1);
  });

  itRacesOnPostgres(
    'takes a cash payment once when four repeats race, each answered with it',
    async () => {
      const made = await create(inStore([catalogue.line('Latte')]), 'in-tx-pay-order');
      const order = made.json() as { id: string; total_cost: number };
      const pay = () =>
        till.post(
          `/api/orders/orders/${order.id}/pay/`,
          { type: 'cash', amount: order.total_cost },
          { 'idempotency-key': 'in-tx-pay-race' },
        );
      const answers = await Promise.all([pay(), pay(), pay(), pay()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      const first = answers.find((a) => a.headers['idempotent-replayed'] !== 'true');
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
      for (const answer of answers) expect(answer.json()).toEqual(first?.json());
    },
  );
});
