import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, devices } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Pairing a kitchen display (row 001-19): an owner pairs the browser in front of them,
// which then works with `Authorization: Screen {id}` and nobody logged in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asScreen = (screenId: string) =>
  new ApiClient(t.app, { authorization: `Screen ${screenId}` });
const pair = async (api: ApiClient, body: unknown = {}) => {
  const res = await api.post('/api/screens/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { screen_id: string; device: { id: string; kind: string; name: string } };
};
const forbidden = { detail: 'You do not have permission to perform this action.' };

describe('POST screens/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).post('/api/screens/', {})).statusCode).toBe(401);
  });

  it('refuses staff, reporting, the terminal and a screen', async () => {
    const callers = [
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await terminalSession(t.app, t.db),
      kitchenScreen(t.app),
    ];
    for (const caller of callers) {
      const res = await caller.post('/api/screens/', {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
  });

  it('refuses a name over 64 characters on its field', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const res = await owner.post('/api/screens/', { name: 'x'.repeat(65) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Keep the name under 64 characters.'] });
  });

  it('pairs the owner’s browser as a screen, ends the owner’s session there, and audits it', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const paired = await pair(owner);
    expect(paired.screen_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(paired.device).toMatchObject({ kind: 'screen', name: 'Kitchen display' });

    // The person is logged out in that browser: the display must not hold an owner's log-in.
    expect((await owner.get('/api/session/')).json()).toMatchObject({ user: null, device: null });
    // The screen works with its id alone, as its merchant.
    const screen = asScreen(paired.screen_id);
    expect((await screen.get('/api/session/')).json()).toMatchObject({
      user: null,
      client: { identifier: CORNER_CAFE.identifier },
      device: { id: paired.device.id, kind: 'screen' },
    });
    expect((await screen.get('/api/orders/orders/kitchen/')).statusCode).toBe(200);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, paired.device.id));
    if (!entry) throw new Error('no audit entry');
    expect(entry).toMatchObject({ action: 'screen.paired', details: { name: 'Kitchen display' } });
    expect(entry.actorUserId).toEqual(expect.any(String));
  });
});

describe('DELETE screens/current/', () => {
  it('lets a paired screen unpair itself: its id stops working at once', async () => {
    const paired = await pair(await tillSession(t.app, CORNER_CAFE.ownerEmail), { name: 'Pass' });
    const screen = asScreen(paired.screen_id);
    expect((await screen.delete('/api/screens/current/')).statusCode).toBe(204);
    expect((await screen.get('/api/orders/orders/kitchen/')).statusCode).toBe(401);
    expect((await screen.delete('/api/screens/current/')).statusCode).toBe(401);

    const [row] = await t.db.select().from(devices).where(eq(devices.id, paired.device.id));
    if (!row) throw new Error('the screen row is gone');
    expect(row).toMatchObject({ deviceUuid: null, pairedAt: null, name: 'Pass' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(entries.map((e) => [e.action, e.actorDeviceId])).toEqual([
      ['screen.paired', null],
      ['screen.unpaired', row.id],
    ]);
  });

  it('is refused to an employee and the terminal, which are not screens', async () => {
    for (const caller of [
      await tillSession(t.app, CORNER_CAFE.ownerEmail),
      await terminalSession(t.app, t.db),
    ])
      expect((await caller.delete('/api/screens/current/')).statusCode).toBe(403);
  });
});

describe('GET screens/ and DELETE screens/{id}/', () => {
  it('are the owner’s only', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect((await staff.get('/api/screens/')).statusCode).toBe(403);
    const screen = kitchenScreen(t.app);
    expect((await screen.get('/api/screens/')).statusCode).toBe(403);
    const [demo] = (
      await (await tillSession(t.app, CORNER_CAFE.ownerEmail)).get('/api/screens/')
    ).json();
    for (const caller of [staff, screen])
      expect((await caller.delete(`/api/screens/${demo.id}/`)).statusCode).toBe(403);
  });

  it('lists the paired screens without their ids, and lets the owner unpair one from afar', async () => {
    const paired = await pair(await tillSession(t.app, CORNER_CAFE.ownerEmail), { name: 'Grill' });
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const list = (await owner.get('/api/screens/')).json() as Record<string, unknown>[];
    const grill = list.find((s) => s.id === paired.device.id);
    if (!grill) throw new Error('the new screen is not listed');
    expect(grill).toEqual({
      id: paired.device.id,
      kind: 'screen',
      serial_number: null,
      name: 'Grill',
      paired_at: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain(paired.screen_id);

    expect((await owner.delete(`/api/screens/${paired.device.id}/`)).statusCode).toBe(204);
    expect((await asScreen(paired.screen_id).get('/api/orders/orders/kitchen/')).statusCode).toBe(
      401,
    );
    const after = (await owner.get('/api/screens/')).json() as { id: string }[];
    expect(after.map((s) => s.id)).not.toContain(paired.device.id);
    // Again, it is no longer paired.
    expect((await owner.delete(`/api/screens/${paired.device.id}/`)).json()).toEqual({
      detail: 'This screen is not paired.',
    });
  });

  it('never lists or unpairs another merchant’s screen', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const [cafeScreen] = await t.db
      .select()
      .from(devices)
      .where(eq(devices.deviceUuid, CORNER_CAFE.kitchenScreenUuid));
    if (!cafeScreen) throw new Error('no demo kitchen screen');
    const listed = (await harbour.get('/api/screens/')).json() as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain(cafeScreen.id);
    expect((await harbour.delete(`/api/screens/${cafeScreen.id}/`)).statusCode).toBe(404);
    expect((await kitchenScreen(t.app).get('/api/orders/orders/kitchen/')).statusCode).toBe(200);
  });
});
