import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, orders } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

const PASSWORD = 'opentill-demo';
let t: TestApp;
let owner: ApiClient;
let staff: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = new ApiClient(t.app);
  staff = new ApiClient(t.app);
  await owner.login('owner@example.com', PASSWORD);
  await staff.login('staff@example.com', PASSWORD);
});
afterAll(() => t.close());

const pauseAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.action, ['ordering.pause', 'ordering.unpause']))
    .orderBy(auditLog.createdAt);

describe('GET /api/orders/orderadmin/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/orders/orderadmin/')).statusCode).toBe(401);
  });

  it('counts what the database holds for this merchant only', async () => {
    const [cafe] = await t.db.select().from(clients).where(eq(clients.identifier, 'corner-cafe'));
    const open = await t.db
      .select({ status: orders.status, deliverTo: orders.deliverTo })
      .from(orders)
      .where(
        and(eq(orders.clientId, cafe?.id ?? ''), inArray(orders.status, ['requested', 'ready'])),
      );
    const expected = {
      requested_count: open.filter((o) => o.status === 'requested').length,
      to_collect_count: open.filter(
        (o) => o.status === 'ready' && ['collection', 'click_and_collect'].includes(o.deliverTo),
      ).length,
      to_deliver_count: open.filter(
        (o) => o.status === 'ready' && ['delivery', 'home_delivery'].includes(o.deliverTo),
      ).length,
    };
    expect(expected.requested_count).toBeGreaterThan(0);
    expect((await staff.get('/api/orders/orderadmin/')).json()).toEqual(expected);
  });
});

describe('POST /api/orders/orderadmin/ (wait time)', () => {
  it('saves one of the spec choices and shows it in client info', async () => {
    const res = await staff.post('/api/orders/orderadmin/', { wait_time: 45 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wait_time: 45 });
    expect((await staff.get('/api/client/')).json().client.wait_time).toBe(45);
  });

  it('refuses a wait time that is not a choice, and changes nothing', async () => {
    const res = await staff.post('/api/orders/orderadmin/', { wait_time: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      wait_time: ['Wait time must be one of 5, 10, 15, 30, 45, 60, 75, 90, 105, 120 minutes.'],
    });
    expect((await staff.get('/api/client/')).json().client.wait_time).toBe(45);
  });
});

describe('ordering pause', () => {
  it('is open at first', async () => {
    expect((await staff.get('/api/orders/availability/paused_status/')).json()).toEqual({
      ordering_unavailable: false,
      paused_until: null,
    });
  });

  it('refuses staff and managers with the permission 403', async () => {
    const res = await staff.post('/api/orders/availability/pause/', { duration: 30 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    const manager = new ApiClient(t.app);
    await manager.login('manager@example.com', PASSWORD);
    expect((await manager.post('/api/orders/availability/unpause/')).statusCode).toBe(403);
    expect(
      (await staff.get('/api/orders/availability/paused_status/')).json().ordering_unavailable,
    ).toBe(false);
  });

  it('pauses for 30 minutes, 12 hours, or until unpaused, and unpauses', async () => {
    const auditCountBefore = (await pauseAudit()).length;
    const thirty = (await owner.post('/api/orders/availability/pause/', { duration: 30 })).json();
    expect(thirty.ordering_unavailable).toBe(true);
    const minutesLeft = (Date.parse(thirty.paused_until) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const twelve = (await owner.post('/api/orders/availability/pause/', { duration: 720 })).json();
    expect((Date.parse(twelve.paused_until) - Date.now()) / 3_600_000).toBeGreaterThan(11.9);

    const indefinite = await owner.post('/api/orders/availability/pause/', {});
    expect(indefinite.json()).toEqual({ ordering_unavailable: true, paused_until: null });
    expect(
      (await staff.get('/api/orders/availability/paused_status/')).json().ordering_unavailable,
    ).toBe(true);

    const unpaused = await owner.post('/api/orders/availability/unpause/');
    expect(unpaused.json()).toEqual({ ordering_unavailable: false, paused_until: null });
    const added = (await pauseAudit()).slice(auditCountBefore);
    expect(added.map((a) => a.action)).toEqual([
      'ordering.pause',
      'ordering.pause',
      'ordering.pause',
      'ordering.unpause',
    ]);
    expect(added.every((a) => a.actorUserId !== null)).toBe(true);
  });

  it('refuses a duration that is not an option', async () => {
    const res = await owner.post('/api/orders/availability/pause/', { duration: 45 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      duration: ['Duration must be 30 or 720 minutes, or left out to pause until unpaused.'],
    });
  });
});
