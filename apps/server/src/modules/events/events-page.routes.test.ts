import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_PAGE_LIMIT } from '@opentill/contract/events/event-types';
import type { EventBus } from '@/infra/events/event-bus.js';
import { ApiClient } from '@/testing/api-client.js';
import { cafeClientId, lastEventOf } from '@/testing/event-fixtures.js';
import { kitchenScreen } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { openEventStream } from './event-stream.js';
import { pruneEvents } from './events.service.js';
import { recordEvent } from './record-event.service.js';

// GET events/?after= (contract §A): the stream's events as JSON pages for the polling
// fallback; and the stream's own lines (retry, heartbeat) on a sink of our own.

let t: TestApp;
let cafe: ApiClient;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  clientId = await cafeClientId(t.db);
});
afterAll(() => t.close());

type Page = { results: { id: number; type: string }[]; last_id: number; reset: boolean };
const page = async (query: string, api = cafe) => {
  const res = await api.get(`/api/events/${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const record = (count: number, type: 'ordering.paused' | 'order.created' = 'ordering.paused') =>
  t.db.transaction(async (tx) => {
    for (let i = 0; i < count; i += 1) await recordEvent(tx, { clientId, type });
  });

describe('GET events/', () => {
  it('requires authentication, and refuses an after that is not an id', async () => {
    expect((await new ApiClient(t.app).get('/api/events/')).statusCode).toBe(401);
    const bad = await cafe.get('/api/events/?after=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ after: ['Enter the id of the last event you received.'] });
  });

  it('answers no results and the current last id without after', async () => {
    await record(1);
    expect(await page('')).toEqual({
      results: [],
      last_id: await lastEventOf(t.db, clientId),
      reset: false,
    });
  });

  it('pages by at most 500 in id order; the client asks again from the last one', async () => {
    const from = await lastEventOf(t.db, clientId);
    await record(EVENT_PAGE_LIMIT + 20);
    const first = await page(`?after=${from}`);
    expect(first.results).toHaveLength(EVENT_PAGE_LIMIT);
    expect(first.reset).toBe(false);
    const ids = first.results.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(first.last_id).toBe(ids.at(-1));
    const second = await page(`?after=${first.last_id}`);
    expect(second.results).toHaveLength(20);
    expect(second.last_id).toBe(await lastEventOf(t.db, clientId));
    expect(await page(`?after=${second.last_id}`)).toMatchObject({ results: [], reset: false });
  });

  it('gives a kitchen screen only kitchen events, with a last id past the others', async () => {
    const from = await lastEventOf(t.db, clientId);
    await record(2, 'ordering.paused');
    await record(1, 'order.created');
    await record(1, 'ordering.paused');
    const kitchen = await page(`?after=${from}`, kitchenScreen(t.app));
    expect(kitchen.results.map((e) => e.type)).toEqual(['order.created']);
    expect(kitchen.last_id).toBe(await lastEventOf(t.db, clientId));
  });

  it('hides alerts from staff who may not read them, and shows them to an owner', async () => {
    const from = await lastEventOf(t.db, clientId);
    await t.db.transaction((tx) => recordEvent(tx, { clientId, type: 'alert.raised' }));
    const ownerApi = await tillSession(t.app, 'owner@example.com', { username: 'Alex' });
    expect((await page(`?after=${from}`, ownerApi)).results.map((e) => e.type)).toEqual([
      'alert.raised',
    ]);
    expect((await page(`?after=${from}`)).results).toEqual([]);
  });

  it('answers reset when after is older than the kept window', async () => {
    await record(1);
    const from = await lastEventOf(t.db, clientId);
    await pruneEvents(t.db, new Date(Date.now() + 25 * 3_600_000));
    await record(1);
    const answer = await page(`?after=${from - 1}`);
    expect(answer).toEqual({
      results: [],
      last_id: await lastEventOf(t.db, clientId),
      reset: true,
    });
    expect((await page(`?after=${from}`)).reset).toBe(false);
  });
});

describe('the stream on the wire', () => {
  it('sends retry first and a heartbeat comment on its interval, and stops when closed', async () => {
    const sink = new PassThrough();
    let text = '';
    sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const bus: EventBus = { subscribe: () => () => {}, close: async () => {} };
    const stream = openEventStream(sink, {
      db: t.db,
      bus,
      scope: { clientId, types: null },
      after: undefined,
      heartbeatMs: 20,
    });
    // Waited for rather than slept on: on a busy machine the first read alone can outlast 120 ms.
    await vi.waitFor(
      () => expect(text.split(': heartbeat\n\n').length - 1).toBeGreaterThanOrEqual(2),
      { timeout: 5_000, interval: 20 },
    );
    stream.end();
    const ended = text.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(text.length).toBe(ended);
    expect(text.startsWith('retry: 2000\n\n')).toBe(true);
    expect(text).toMatch(/id: \d+\nevent: ready\ndata: \{"last_id":\d+\}\n\n/);
  });

  it('ends at the next heartbeat once the caller is no longer allowed (logged out, unpaired)', async () => {
    const sink = new PassThrough();
    let text = '';
    sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
    let isAllowed = true;
    let hasEnded = false;
    const bus: EventBus = { subscribe: () => () => {}, close: async () => {} };
    openEventStream(sink, {
      db: t.db,
      bus,
      scope: { clientId, types: null },
      after: undefined,
      heartbeatMs: 20,
      isStillAllowed: async () => isAllowed,
      onEnd: () => (hasEnded = true),
    });
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(hasEnded).toBe(false);
    expect(text).toContain(': heartbeat');
    isAllowed = false;
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(hasEnded).toBe(true);
    expect(sink.writableEnded).toBe(true);
  });
});
