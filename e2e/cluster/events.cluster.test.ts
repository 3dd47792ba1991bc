import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newIdempotencyKey, orderBody, ownerSession, type ApiSession } from './api-client.js';
import { openEventStream, type Frame } from './event-stream.js';

// An order made on one process reaches a screen whose event stream is held by another:
// the event goes through PostgreSQL (NOTIFY, heard on each process's LISTEN connection).

const cluster = inject('cluster');
let owner: ApiSession;
beforeAll(async () => {
  owner = await ownerSession(cluster.url);
});

const createdOrder = (orderId: string) => (frame: Frame) =>
  frame.event === 'order.created' &&
  (JSON.parse(frame.data ?? '{}') as { order_id?: string }).order_id === orderId;

const createOrder = async (base: string) => {
  const body = await orderBody(owner, `cluster event ${randomUUID()}`);
  const answer = await owner.call<{ id: string }>('POST', 'orders/orders/', {
    body,
    headers: newIdempotencyKey(),
    base,
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
};

describe('live events across processes', () => {
  it('shows an order made on process A to a client of process B', async () => {
    const [a, b] = cluster.servers;
    if (!a || !b) throw new Error('the cluster needs two processes');
    const stream = await openEventStream(`${b.url}/api/events/stream/`, owner.headers());
    try {
      expect(stream.status).toBe(200);
      // Subscribed: the stream has said where it starts.
      await stream.waitFor((frame) => frame.event === 'ready');
      const orderId = await createOrder(a.url);
      await stream.waitFor(createdOrder(orderId));
    } finally {
      stream.close();
    }
  });

  it('streams through HAProxy, hearing orders made on every process', async () => {
    const stream = await openEventStream(`${cluster.url}/api/events/stream/`, owner.headers());
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((frame) => frame.event === 'ready');
      for (const server of cluster.servers)
        await stream.waitFor(createdOrder(await createOrder(server.url)));
    } finally {
      stream.close();
    }
  });
});
