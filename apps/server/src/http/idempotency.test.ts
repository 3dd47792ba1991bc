import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModule } from '@/app.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { AppError } from './app-error.js';

let calls = 0;
// A stand-in for order create: slow enough that two requests overlap, counting what it does.
const counter: ApiModule = (app) => {
  app.post('/test/counter/', { config: { idempotent: true } }, async (request, reply) => {
    const body = request.body as { fail?: boolean } | undefined;
    calls += 1;
    await new Promise((r) => setTimeout(r, 100));
    if (body?.fail) throw AppError.field('amount', 'Amount is not valid.');
    return reply.code(201).send({ callNumber: calls });
  });
};

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp([counter]);
  api = new ApiClient(t.app);
  await api.login('staff@example.com', 'opentill-demo');
});
afterAll(() => t.close());

describe('Idempotency-Key', () => {
  it('returns the first answer to a repeat and does the work once', async () => {
    const first = await api.post(
      '/api/test/counter/',
      {},
      { 'idempotency-key': 'key-repeat-0001' },
    );
    const again = await api.post(
      '/api/test/counter/',
      {},
      { 'idempotency-key': 'key-repeat-0001' },
    );
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.json()).toEqual({ call_number: calls });
  });

  it('does the work once when two requests with one key race', async () => {
    const before = calls;
    const [a, b] = await Promise.all([
      api.post('/api/test/counter/', {}, { 'idempotency-key': 'key-race-00001' }),
      api.post('/api/test/counter/', {}, { 'idempotency-key': 'key-race-00001' }),
    ]);
    expect(calls).toBe(before + 1);
    expect(a.json()).toEqual(b.json());
  });

  it('does the work each time without a key', async () => {
    const before = calls;
    await api.post('/api/test/counter/', {});
    await api.post('/api/test/counter/', {});
    expect(calls).toBe(before + 2);
  });

  it('replays a refusal too, and refuses a key reused for another path', async () => {
    const refused = await api.post(
      '/api/test/counter/',
      { fail: true },
      { 'idempotency-key': 'key-refusal-01' },
    );
    expect(refused.statusCode).toBe(400);
    const replay = await api.post(
      '/api/test/counter/',
      { fail: true },
      { 'idempotency-key': 'key-refusal-01' },
    );
    expect(replay.json()).toEqual({ amount: ['Amount is not valid.'] });
    const other = await api.post(
      '/api/orders/orderadmin/',
      { wait_time: 15 },
      { 'idempotency-key': 'key-refusal-01' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuses a key that is too short to be unique', async () => {
    const res = await api.post('/api/test/counter/', {}, { 'idempotency-key': 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'The Idempotency-Key header must be 8 to 200 characters.',
    });
  });
});
