import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, menus, menuTimes } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { getNextActiveMenuStart } from './menus.service.js';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, 'staff@example.com');
});
afterAll(() => t.close());

const anonymous = () => new ApiClient(t.app);

describe('GET /api/orders/menus/', () => {
  it('requires authentication', async () => {
    expect((await anonymous().get('/api/orders/menus/')).statusCode).toBe(401);
  });

  it('lists the menus with their weekly times', async () => {
    const list = (await staff.get('/api/orders/menus/')).json();
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Breakfast', 'Lunch', 'All Day']);
    expect(list[0]).toMatchObject({ is_active: true });
    expect(list[0].times).toHaveLength(7);
    expect(list[0].times[0]).toEqual({ weekday: 0, start_time: '08:00', end_time: '11:30' });
    expect(list[0].category_ids).toEqual([]);
  });

  it('carries the categories each menu shows, as the owner saved them in Settings', async () => {
    const owner = await tillSession(t.app, 'owner@example.com');
    const saved = (await owner.get('/api/settings/menus/')).json();
    const hotDrinks = saved.categories.find((c: { name: string }) => c.name === 'Hot Drinks');
    const [breakfast, ...rest] = saved.menus;
    const res = await owner.put('/api/settings/menus/', {
      menus: [{ ...breakfast, category_ids: [hotDrinks.id] }, ...rest],
    });
    expect(res.statusCode).toBe(200);
    const list = (await staff.get('/api/orders/menus/')).json();
    expect(list[0].category_ids).toEqual([hotDrinks.id]);
    expect(list[1].category_ids).toEqual([]);
  });
});

describe('GET /api/orders/menus/next-active/', () => {
  it('requires authentication', async () => {
    expect((await anonymous().get('/api/orders/menus/next-active/')).statusCode).toBe(401);
  });

  it('answers the next start as an ISO instant, at or after now', async () => {
    const { result } = (await staff.get('/api/orders/menus/next-active/')).json();
    const start = Date.parse(result);
    expect(start).toBeGreaterThanOrEqual(Date.now() - 60_000);
    expect(start - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('crosses the weekday boundary in the merchant time zone, skipping inactive menus', async () => {
    const [harbour] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.identifier, 'harbour-fish'));
    const client = { id: harbour?.id ?? '', timeZone: 'Europe/London' };
    const [allDay] = await t.db.select().from(menus).where(eq(menus.clientId, client.id));
    await t.db.delete(menuTimes).where(eq(menuTimes.clientId, client.id));
    // Wednesdays only (0 = Monday), plus an inactive Tuesday menu that must be skipped.
    await t.db.insert(menuTimes).values({
      clientId: client.id,
      menuId: allDay?.id ?? '',
      weekday: 2,
      startTime: '11:30',
      endTime: '21:00',
    });
    const [closed] = await t.db
      .insert(menus)
      .values({ clientId: client.id, name: 'Closed', isActive: false })
      .returning();
    await t.db.insert(menuTimes).values({
      clientId: client.id,
      menuId: closed?.id ?? '',
      weekday: 1,
      startTime: '09:00',
      endTime: '10:00',
    });

    // Monday 2 June 2025, 23:30 BST (22:30 UTC): the next start is Wednesday 11:30 BST.
    const monday = await getNextActiveMenuStart(t.db, client, new Date('2025-06-02T22:30:00Z'));
    expect(monday).toEqual({ result: '2025-06-04T10:30:00.000Z' });
    // Wednesday 00:30 BST (still Tuesday in UTC): Wednesday has begun, its start is today.
    const wednesday = await getNextActiveMenuStart(t.db, client, new Date('2025-06-03T23:30:00Z'));
    expect(wednesday).toEqual({ result: '2025-06-04T10:30:00.000Z' });
    // In winter (GMT) the same wall-clock time is an hour later in UTC.
    const winter = await getNextActiveMenuStart(t.db, client, new Date('2025-12-01T12:00:00Z'));
    expect(winter).toEqual({ result: '2025-12-03T11:30:00.000Z' });
  });

  it('answers null when no active menu has a time', async () => {
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    await t.db.update(menus).set({ isActive: false });
    expect((await harbour.get('/api/orders/menus/next-active/')).json()).toEqual({ result: null });
  });
});

describe('GET /api/orders/tables/', () => {
  it('requires authentication', async () => {
    expect((await anonymous().get('/api/orders/tables/')).statusCode).toBe(401);
  });

  it('lists the tables in order', async () => {
    const tables = (await staff.get('/api/orders/tables/')).json();
    expect(tables.map((x: { name: string }) => x.name)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(tables[0]).toEqual({ id: expect.any(String), name: '1', is_active: true });
  });
});

describe('GET /api/orders/attributes/', () => {
  it('requires authentication', async () => {
    expect((await anonymous().get('/api/orders/attributes/')).statusCode).toBe(401);
  });

  it("lists the merchant's attributes", async () => {
    const list = (await staff.get('/api/orders/attributes/')).json();
    expect(list.map((a: { short_label: string }) => a.short_label)).toEqual(['N', 'GF', 'VG', 'V']);
    expect(list[0]).toEqual({ id: expect.any(String), name: 'Contains nuts', short_label: 'N' });
  });
});
