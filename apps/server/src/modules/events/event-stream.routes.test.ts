import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import { cafeClientId, lastEventOf } from '@/testing/event-fixtures.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { baseUrlOf, openSse, type SseReader } from '@/testing/sse-reader.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { pruneEvents } from './events.service.js';

// GET events/stream/ (contract §A): Server-Sent Events scoped to the caller, with
// replay after Last-Event-ID, reset when that is too old, and never compressed.

let t: TestApp;
let cafe: ApiClient;
let owner: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
let base: string;
const open: SseReader[] = [];
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
  base = await baseUrlOf(t.app);
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t.close();
});

const stream = async (api: ApiClient, headers: Record<string, string> = {}, query = '') => {
  const reader = await openSse(`${base}/api/events/stream/${query}`, {
    ...api.headers(),
    ...headers,
  });
  open.push(reader);
  return reader;
};
const sell = async (api = cafe, lines = [menu.line('Cheese Toastie')]) => {
  const res = await api.post('/api/orders/orders/', inStore(lines));
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
};
const dataOf = (frame: { data?: string }) => JSON.parse(frame.data ?? 'null') as unknown;

describe('GET events/stream/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).get('/api/events/stream/');
    expect(res.statusCode).toBe(401);
  });

  it('starts with retry and ready at the last id, then sends each new event live', async () => {
    const reader = await stream(cafe);
    expect(reader.status).toBe(200);
    expect(reader.contentType).toBe('text/event-stream; charset=utf-8');
    expect(reader.contentEncoding).toBeNull();
    const ready = await reader.waitFor((f) => f.event === 'ready');
    expect(reader.frames[0]).toEqual({ retry: '2000' });
    const lastId = await lastEventOf(t.db, await cafeClientId(t.db));
    expect(ready).toEqual({ id: String(lastId), event: 'ready', data: `{"last_id":${lastId}}` });

    const orderId = await sell();
    const created = await reader.waitFor((f) => f.event === 'order.created');
    expect(Number(created.id)).toBeGreaterThan(lastId);
    expect(dataOf(created)).toEqual({
      id: Number(created.id),
      type: 'order.created',
      order_id: orderId,
      order_version: 1,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('gives a kitchen screen only kitchen events, and another merchant nothing', async () => {
    const kitchen = await stream(kitchenScreen(t.app));
    const other = await stream(harbour);
    await kitchen.waitFor((f) => f.event === 'ready');
    await other.waitFor((f) => f.event === 'ready');
    expect((await owner.post('/api/orders/availability/pause/', { duration: 30 })).statusCode).toBe(
      200,
    );
    await owner.post('/api/orders/availability/unpause/');
    const orderId = await sell();
    const created = await kitchen.waitFor((f) => f.event === 'order.created');
    expect(dataOf(created)).toMatchObject({ order_id: orderId });
    const harbourMenu = await loadCatalogue(harbour);
    const theirs = await sell(harbour, [harbourMenu.line(harbourMenu.product('Cod & Chips').name)]);
    const theirCreated = await other.waitFor((f) => f.event === 'order.created');
    expect(dataOf(theirCreated)).toMatchObject({ order_id: theirs });
    expect(kitchen.events().map((f) => f.event)).toEqual(['ready', 'order.created']);
    expect(other.events().map((f) => f.event)).toEqual(['ready', 'order.created']);
  });

  it('replays everything after Last-Event-ID in id order, then goes live', async () => {
    const from = await lastEventOf(t.db, await cafeClientId(t.db));
    const first = await sell();
    await cafe.post(`/api/orders/orders/${first}/ready/`);
    const reader = await stream(cafe, { 'last-event-id': String(from) });
    await reader.waitFor((f) => f.event === 'order.status_changed');
    const second = await sell();
    await reader.waitFor((f) => f.event === 'order.created' && dataOf(f) !== null, 5000, 2);
    const replayed = reader.events();
    expect(replayed.map((f) => [f.event, (dataOf(f) as { order_id: string }).order_id])).toEqual([
      ['order.created', first],
      ['order.status_changed', first],
      ['order.created', second],
    ]);
    const ids = replayed.map((f) => Number(f.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(from);
  });

  it('takes ?after= for clients that cannot send the header', async () => {
    const from = await lastEventOf(t.db, await cafeClientId(t.db));
    const orderId = await sell();
    const reader = await stream(cafe, {}, `?after=${from}`);
    const created = await reader.waitFor((f) => f.event === 'order.created');
    expect(dataOf(created)).toMatchObject({ order_id: orderId });
    expect(reader.events().some((f) => f.event === 'ready')).toBe(false);
  });

  it('sends reset with the current last id when Last-Event-ID is older than the kept window', async () => {
    await sell();
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await pruneEvents(t.db, tomorrow)).toBeGreaterThan(0);
    const lastId = await lastEventOf(t.db, await cafeClientId(t.db));
    const reader = await stream(cafe, { 'last-event-id': '1' });
    const reset = await reader.waitFor((f) => f.event === 'reset');
    const expected = lastId;
    expect(Number(reset.id)).toBeGreaterThanOrEqual(expected);
    expect(dataOf(reset)).toEqual({ last_id: Number(reset.id) });
    const orderId = await sell();
    expect(dataOf(await reader.waitFor((f) => f.event === 'order.created'))).toMatchObject({
      order_id: orderId,
    });
  });

  it('refuses a Last-Event-ID that is not an id', async () => {
    const res = await cafe.get('/api/events/stream/', { 'last-event-id': 'soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ last_event_id: ['Last-Event-ID must be the id of an event.'] });
  });

  it('ends open streams when the server shuts down, so shutdown is not held up', async () => {
    const second = await createTestApp();
    const url = await baseUrlOf(second.app);
    const api = await tillSession(second.app, 'staff@example.com', { username: 'Alex' });
    const reader = await openSse(`${url}/api/events/stream/`, api.headers());
    await reader.waitFor((f) => f.event === 'ready');
    const started = Date.now();
    await second.close();
    await reader.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
