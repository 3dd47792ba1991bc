import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModule } from '@/app.js';
import { auditLog, idempotencyKeys } from '@/db/schema/index.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { ApiClient } from '@/testing/api-client.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { AppError } from './app-error.js';
import { sealerFor } from './idempotency.js';
import { idempotencyJobs } from './idempotency-store.js';

let calls = 0;
let isHoldingNext = false;
let releaseHeld: (() => void) | null = null;

/**
 * A stand-in for order create: slow enough that two requests overlap, writing an
 * audit row per run in a transaction that seals the key, as the money routes do.
 * `isHoldingNext` parks the next request before its transaction, as a crashed or stuck one would be.
 */
const counter: ApiModule = (app, { db }) => {
  app.post('/test/counter/', { config: { idempotent: true } }, async (request, reply) => {
    const body = request.body as { fail?: boolean; failLong?: boolean; note?: string } | undefined;
    if (isHoldingNext) {
      isHoldingNext = false;
      await new Promise<void>((resolve) => (releaseHeld = resolve));
    }
    await new Promise((r) => setTimeout(r, 100));
    if (body?.fail) throw AppError.field('amount', 'Amount is not valid.');
    if (body?.failLong) throw AppError.field('notes', `Too long: ${'x'.repeat(2000)}`);
    const seal = sealerFor(request, 201);
    const answer = await db.transaction(async (tx) => {
      calls += 1;
      const clientId = request.principal.client?.id ?? '';
      await recordAudit(tx, {
        clientId,
        actor: {},
        action: 'test.counter',
        entity: 'test',
        entityId: body?.note ?? null,
      });
      const done = { callNumber: calls };
      await seal?.(tx, done);
      return done;
    });
    return reply.code(201).send(answer);
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

const send = (key: string, body: unknown = {}) =>
  api.post('/api/test/counter/', body, { 'idempotency-key': key });

const runsNoted = async (note: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'test.counter'), eq(auditLog.entityId, note)));
  return row?.n ?? 0;
};

/** Makes a claim look as old as a request that died `seconds` ago. */
const ageClaim = (key: string, seconds: number) =>
  t.db
    .update(idempotencyKeys)
    .set({ claimedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(idempotencyKeys.key, key));

const waitUntil = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
};

describe('Idempotency-Key', () => {
  it('returns the first answer to a repeat and does the work once', async () => {
    const first = await send('key-repeat-0001');
    const again = await send('key-repeat-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.json()).toEqual({ call_number: calls });
  });

  itRacesOnPostgres('does the work once when two requests with one key race', async () => {
    const before = calls;
    const [a, b] = await Promise.all([send('key-race-00001'), send('key-race-00001')]);
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
    const refused = await send('key-refusal-01', { fail: true });
    expect(refused.statusCode).toBe(400);
    const replay = await send('key-refusal-01', { fail: true });
    expect(replay.json()).toEqual({ amount: ['Amount is not valid.'] });
    const other = await api.post(
      '/api/orders/orderadmin/',
      { wait_time: 15 },
      { 'idempotency-key': 'key-refusal-01' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('replays a refusal over 1 KB to a client that takes compressed answers', async () => {
    const gzip = { 'idempotency-key': 'key-refusal-gz', 'accept-encoding': 'gzip' };
    const refused = await api.post('/api/test/counter/', { fail_long: true }, gzip);
    expect(refused.headers['content-encoding']).toBe('gzip');
    const replay = await api.post(
      '/api/test/counter/',
      { fail_long: true },
      {
        'idempotency-key': 'key-refusal-gz',
      },
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual({ notes: [`Too long: ${'x'.repeat(2000)}`] });
  });

  it('refuses a key that is too short to be unique', async () => {
    const res = await send('abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'The Idempotency-Key header must be 8 to 200 characters.',
    });
  });

  it('refuses a key reused with a different body with 422, doing nothing', async () => {
    await send('key-body-00001', { note: 'first-body' });
    const other = await send('key-body-00001', { note: 'second-body' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      detail:
        'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
    expect(await runsNoted('second-body')).toBe(0);
  });

  it('takes over a claim whose request died, once the lease has run out, and does the work once', async () => {
    isHoldingNext = true;
    const held = send('key-stale-00001', { note: 'stale' });
    await waitUntil(async () => releaseHeld !== null);
    await ageClaim('key-stale-00001', 61);

    const retry = await send('key-stale-00001', { note: 'stale' });
    expect(retry.statusCode).toBe(201);
    expect(await runsNoted('stale')).toBe(1);

    // The first request was only stuck, not dead: when it goes on, it cannot commit.
    releaseHeld?.();
    releaseHeld = null;
    const late = await held;
    expect(late.statusCode).toBe(409);
    expect(await runsNoted('stale')).toBe(1);
    const replay = await send('key-stale-00001', { note: 'stale' });
    expect(replay.json()).toEqual(retry.json());
  });

  it('answers 409 after waiting while the first request still holds a fresh claim', async () => {
    isHoldingNext = true;
    const held = send('key-fresh-00001', { note: 'fresh' });
    await waitUntil(async () => releaseHeld !== null);
    const started = Date.now();
    const waiting = await send('key-fresh-00001', { note: 'fresh' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({
      detail: 'A request with this Idempotency-Key is still being processed.',
    });
    releaseHeld?.();
    releaseHeld = null;
    expect((await held).statusCode).toBe(201);
    expect(await runsNoted('fresh')).toBe(1);
  }, 30_000);
});

describe('keys older than a day', () => {
  const setAge = (key: string, hours: number) =>
    t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(idempotencyKeys.key, key));

  it('are pruned by the idempotency job, younger ones kept, and the old key works anew', async () => {
    await send('key-prune-old-1', { note: 'prune' });
    await send('key-prune-new-1', { note: 'prune' });
    await setAge('key-prune-old-1', 25);
    await setAge('key-prune-new-1', 23);

    for (const job of idempotencyJobs) await job.run(t.db, new Date());

    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} like 'key-prune-%'`);
    expect(left.map((row) => row.key)).toEqual(['key-prune-new-1']);
    const before = await runsNoted('prune');
    await send('key-prune-old-1', { note: 'prune' });
    expect(await runsNoted('prune')).toBe(before + 1);
  });
});
