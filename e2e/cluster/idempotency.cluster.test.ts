import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newIdempotencyKey, orderBody, ownerSession, type ApiSession } from './api-client.js';

// The same Idempotency-Key and body POSTed to two processes at once (a till retrying through
// another process while its first try is still running) makes one order, and both answers
// are that order: one the work, the other its replay.

const cluster = inject('cluster');
const db = new pg.Client({ connectionString: cluster.databaseUrl });
let owner: ApiSession;
beforeAll(async () => {
  await db.connect();
  owner = await ownerSession(cluster.url);
});
afterAll(() => db.end());

type WireOrder = { id: string; order_number: number; notes: string };

const ordersNoted = async (notes: string) =>
  (await db.query<{ id: string }>('select id from orders where notes = $1', [notes])).rows;

describe('an idempotent create racing on two processes', () => {
  it('makes one order, and both processes answer with it', async () => {
    const [a, b] = cluster.servers;
    if (!a || !b) throw new Error('the cluster needs two processes');
    for (let round = 0; round < 5; round += 1) {
      const notes = `cluster race ${randomUUID()}`;
      const body = await orderBody(owner, notes);
      const headers = newIdempotencyKey();
      const answers = await Promise.all(
        [a, b].map((server) =>
          owner.call<WireOrder>('POST', 'orders/orders/', { body, headers, base: server.url }),
        ),
      );
      expect(answers.map((x) => x.status)).toEqual([201, 201]);
      const [first, second] = answers.map((x) => x.body);
      expect(second).toEqual(first);
      const replays = answers.filter((x) => x.headers.get('idempotent-replayed') === 'true');
      expect(replays).toHaveLength(1);
      expect(await ordersNoted(notes)).toEqual([{ id: first?.id }]);
    }
  });
});
