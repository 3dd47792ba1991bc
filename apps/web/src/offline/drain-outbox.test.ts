import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/api-client';
import { ApiError } from '@/api/api-error';
import { drainOutbox } from '@/offline/drain-outbox';
import { offlineDb } from '@/offline/offline-db';
import { outboxSale } from '@/testing/outbox-sale';

vi.mock('@/api/api-client', () => ({ api: { post: vi.fn() } }));

const MERCHANT = 'corner-cafe';
const idOf = (n: number) => `0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`;

const sale = (n: number) => outboxSale({ id: idOf(n), seq: n, writtenAt: 1_000 + n, claimedAt: 0 });

type BatchBody = { orders: { idempotencyKey: string; order: { deviceSeq: number } }[] };
const post = vi.mocked(api.post);
const made = (key: string) => ({
  idempotencyKey: key,
  status: 201,
  body: { id: key, orderNumber: 1 },
});

beforeEach(async () => {
  await offlineDb().sales.bulkAdd([sale(1), sale(2), sale(3)]);
});
afterEach(async () => {
  await offlineDb().sales.clear();
  post.mockReset();
});

describe('drainOutbox', () => {
  it('makes every order in one batch, in sale order, then pays each, and empties the outbox', async () => {
    post.mockImplementation(async (url: string, body?: unknown) => {
      if (url === 'orders/orders/batch')
        return { results: (body as BatchBody).orders.map((o) => made(o.idempotencyKey)) };
      return {};
    });
    const report = await drainOutbox(MERCHANT, { ignoresBackOff: true });

    const batches = post.mock.calls.filter(([url]) => url === 'orders/orders/batch');
    expect(batches).toHaveLength(1);
    const sent = (batches[0]?.[1] as BatchBody).orders;
    expect(sent.map((o) => [o.idempotencyKey, o.order.deviceSeq])).toEqual([
      [idOf(1), 1],
      [idOf(2), 2],
      [idOf(3), 3],
    ]);
    expect(post.mock.calls.filter(([url]) => url === 'orders/orders')).toHaveLength(0);
    expect(post.mock.calls.filter(([url]) => url.endsWith('/pay'))).toHaveLength(3);
    expect(report).toMatchObject({ sent: 3, attention: 0, waiting: 0 });
    expect(await offlineDb().sales.count()).toBe(0);
  });

  it('keeps a sale the batch refused under needs attention with its sentence, and sends the rest', async () => {
    post.mockImplementation(async (url: string, body?: unknown) => {
      if (url !== 'orders/orders/batch') return {};
      return {
        results: (body as BatchBody).orders.map((o, index) =>
          index === 1
            ? {
                idempotencyKey: o.idempotencyKey,
                status: 400,
                body: { orderItems: ['Carrot Cake is out of stock.'] },
              }
            : made(o.idempotencyKey),
        ),
      };
    });
    const report = await drainOutbox(MERCHANT, { ignoresBackOff: true });
    expect(report).toMatchObject({ sent: 2, attention: 1 });
    const left = await offlineDb().sales.toArray();
    expect(left.map((s) => [s.id, s.state, s.problem])).toEqual([
      [idOf(2), 'attention', 'Carrot Cake is out of stock.'],
    ]);
  });

  it('sends each sale on its own when the batch goes unanswered, and stops at the first the server cannot take', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === 'orders/orders/batch') throw new Error('Not Found');
      if (url === 'orders/orders') throw new ApiError(0, null);
      return {};
    });
    const report = await drainOutbox(MERCHANT, { ignoresBackOff: true });
    expect(post.mock.calls.filter(([url]) => url === 'orders/orders')).toHaveLength(1);
    expect(report).toMatchObject({ sent: 0, waiting: 3 });
    const kept = await offlineDb().sales.toArray();
    expect(kept.map((s) => [s.isCreated, s.attempts])).toEqual([
      [false, 1],
      [false, 0],
      [false, 0],
    ]);
  });
});
