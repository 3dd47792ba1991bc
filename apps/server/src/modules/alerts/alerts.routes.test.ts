import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { alerts, clients, users } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// GET alerts/, GET alerts/unseen_count/ and POST alerts/mark_seen/ (001 §3, §6, §7).

type WireAlert = { id: string; text: string; type: string; start_at: string; seen: boolean };
type WirePage = { count: number; next: string | null; results: WireAlert[] };

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };

let t: TestApp;
let harbourAlertId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [harbour] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, HARBOUR_FISH.identifier));
  if (!harbour) throw new Error('no Harbour Fish');
  const [row] = await t.db
    .insert(alerts)
    .values({ clientId: harbour.id, type: 'low_stock', text: 'Cod is low.', startAt: new Date() })
    .returning({ id: alerts.id });
  harbourAlertId = row?.id ?? '';
});
afterAll(() => t.close());

const cafeUnseenInDb = async () => {
  const rows = await t.db
    .select({ id: alerts.id })
    .from(alerts)
    .innerJoin(clients, eq(clients.id, alerts.clientId))
    .where(and(eq(clients.identifier, CORNER_CAFE.identifier), eq(alerts.seen, false)));
  return rows.length;
};

const calls = [
  (api: ApiClient) => api.get('/api/alerts/'),
  (api: ApiClient) => api.get('/api/alerts/unseen_count/'),
  (api: ApiClient) => api.post('/api/alerts/mark_seen/', { ids: [harbourAlertId] }),
];
const statusesOf = async (api: ApiClient) => {
  const statuses: number[] = [];
  for (const call of calls) statuses.push((await call(api)).statusCode);
  return statuses;
};

describe('alert access', () => {
  it('requires authentication', async () => {
    const anonymous = new ApiClient(t.app);
    expect(await statusesOf(anonymous)).toEqual([401, 401, 401]);
  });

  it('refuses staff without a report group, and a kitchen screen', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect(await statusesOf(staff)).toEqual([403, 403, 403]);
    expect((await staff.get('/api/alerts/')).json()).toEqual(FORBIDDEN);
    expect(await statusesOf(kitchenScreen(t.app))).toEqual([403, 403, 403]);
  });

  it('lets the reporting group, the owner and the paired terminal in', async () => {
    for (const api of [
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await tillSession(t.app, CORNER_CAFE.ownerEmail),
      await terminalSession(t.app, t.db),
    ])
      expect(await statusesOf(api)).toEqual([200, 200, 200]);
  });

  it('lets a superadmin in', async () => {
    await t.db
      .update(users)
      .set({ groups: ['superadmin'] })
      .where(eq(users.email, CORNER_CAFE.staffEmail));
    const superadmin = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect(await statusesOf(superadmin)).toEqual([200, 200, 200]);
    await t.db.update(users).set({ groups: [] }).where(eq(users.email, CORNER_CAFE.staffEmail));
  });
});

describe('GET alerts/', () => {
  it('lists the merchant’s alerts newest first, in the §3 shape', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const page = (await owner.get('/api/alerts/')).json() as WirePage;
    expect(page.count).toBeGreaterThanOrEqual(6);
    const starts = page.results.map((a) => a.start_at);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(Object.keys(page.results[0] ?? {}).sort()).toEqual([
      'id',
      'seen',
      'start_at',
      'text',
      'type',
    ]);
    expect(new Set(page.results.map((a) => a.type))).toEqual(
      new Set(['low_stock', 'overselling', 'underselling', 'summary']),
    );
  });

  it('pages with page and limit, without overlap', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const all = (await owner.get('/api/alerts/?limit=200')).json() as WirePage;
    const first = (await owner.get('/api/alerts/?limit=2')).json() as WirePage;
    const second = (await owner.get('/api/alerts/?limit=2&page=2')).json() as WirePage;
    expect(first.count).toBe(all.count);
    expect(first.next).toBe('/api/alerts/?limit=2&page=2');
    expect([...first.results, ...second.results].map((a) => a.id)).toEqual(
      all.results.slice(0, 4).map((a) => a.id),
    );
    const tooMany = await owner.get('/api/alerts/?limit=201');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ limit: ['Ask for at most 200 rows.'] });
  });

  it("never lists another merchant's alerts", async () => {
    const cafe = (
      await (await tillSession(t.app, CORNER_CAFE.ownerEmail)).get('/api/alerts/?limit=200')
    ).json() as WirePage;
    expect(cafe.results.map((a) => a.id)).not.toContain(harbourAlertId);
    const harbour = (
      await (await tillSession(t.app, HARBOUR_FISH.ownerEmail)).get('/api/alerts/')
    ).json() as WirePage;
    expect(harbour.results.map((a) => a.id)).toEqual([harbourAlertId]);
  });
});

describe('GET alerts/unseen_count/', () => {
  it('answers a bare number: the merchant’s unseen alerts', async () => {
    const manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
    const res = await manager.get('/api/alerts/unseen_count/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(String(await cafeUnseenInDb()));
    expect(res.json()).toBeGreaterThan(0);
  });
});

describe('POST alerts/mark_seen/', () => {
  it('refuses ids that are not uuids and an empty list, on the field', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const bad = await owner.post('/api/alerts/mark_seen/', { ids: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'ids.0': ['Each alert id must be a uuid.'] });
    const empty = await owner.post('/api/alerts/mark_seen/', { ids: [] });
    expect(empty.json()).toEqual({ ids: ['Name at least one alert.'] });
    const missing = await owner.post('/api/alerts/mark_seen/', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json() as object)).toEqual(['ids']);
  });

  it('marks the merchant’s own alerts and passes over another merchant’s', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const page = (await owner.get('/api/alerts/?limit=200')).json() as WirePage;
    const unseen = page.results.filter((a) => !a.seen).map((a) => a.id);
    const [first, ...rest] = unseen;
    if (!first) throw new Error('the seed has no unseen alert');
    const before = await cafeUnseenInDb();

    const res = await owner.post('/api/alerts/mark_seen/', { ids: [first, harbourAlertId] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unseen_count: before - 1 });
    expect((await owner.get('/api/alerts/unseen_count/')).json()).toBe(before - 1);

    const [harbourRow] = await t.db
      .select({ seen: alerts.seen })
      .from(alerts)
      .where(eq(alerts.id, harbourAlertId));
    expect(harbourRow?.seen).toBe(false);

    // Marking again, or with the rest, counts each alert once.
    const again = await owner.post('/api/alerts/mark_seen/', { ids: [first, ...rest] });
    expect(again.json()).toEqual({ unseen_count: before - 1 - rest.length });
  });
});
