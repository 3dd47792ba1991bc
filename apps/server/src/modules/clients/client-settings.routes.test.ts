import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clients } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The merchant's "Send unpaid orders to the kitchen" setting (issue 12): on by default,
// changed only by an owner or superadmin, audited.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const settings = '/api/client/settings/';
const storedSetting = async (identifier: string) => {
  const [row] = await t.db
    .select({ value: clients.sendUnpaidToKitchen })
    .from(clients)
    .where(eq(clients.identifier, identifier));
  if (!row) throw new Error(`no client ${identifier}`);
  return row.value;
};
const settingAudits = () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'client_settings.changed'));

describe('GET client/', () => {
  it('says unpaid orders go to the kitchen until an owner says otherwise', async () => {
    const res = await owner.get('/api/client/');
    expect(res.statusCode).toBe(200);
    expect(res.json().client.send_unpaid_to_kitchen).toBe(true);
  });
});

describe('PATCH client/settings/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).patch(settings, { send_unpaid_to_kitchen: false });
    expect(res.statusCode).toBe(401);
  });

  it('refuses staff, reporting, the card terminal and the kitchen screen, changing nothing', async () => {
    const callers = [
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await terminalSession(t.app, t.db),
      kitchenScreen(t.app),
    ];
    for (const caller of callers) {
      const res = await caller.patch(settings, { send_unpaid_to_kitchen: false });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect(await storedSetting(CORNER_CAFE.identifier)).toBe(true);
    expect(await settingAudits()).toEqual([]);
  });

  it('says which field is wrong when the value is not on or off, or nothing is sent', async () => {
    const notBoolean = await owner.patch(settings, { send_unpaid_to_kitchen: 'no' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toEqual({ send_unpaid_to_kitchen: ['Choose on or off.'] });
    const empty = await owner.patch(settings, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ send_unpaid_to_kitchen: ['Choose a setting to change.'] });
    expect(await storedSetting(CORNER_CAFE.identifier)).toBe(true);
  });

  it('lets the owner turn it off and on, answering the client and auditing who and what', async () => {
    const off = await owner.patch(settings, { send_unpaid_to_kitchen: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().client).toMatchObject({
      identifier: CORNER_CAFE.identifier,
      send_unpaid_to_kitchen: false,
    });
    expect((await owner.get('/api/client/')).json().client.send_unpaid_to_kitchen).toBe(false);
    // Only this merchant's setting moved.
    expect(await storedSetting(HARBOUR_FISH.identifier)).toBe(true);

    const [entry] = await settingAudits();
    if (!entry) throw new Error('no audit entry');
    const ownerId = (await owner.get('/api/session/')).json().user.id as string;
    expect(entry).toMatchObject({
      actorUserId: ownerId,
      entity: 'client',
      details: { sendUnpaidToKitchen: { from: true, to: false } },
    });

    // Saving the value it already has changes and audits nothing.
    expect((await owner.patch(settings, { send_unpaid_to_kitchen: false })).statusCode).toBe(200);
    expect(await settingAudits()).toHaveLength(1);

    const on = await owner.patch(settings, { send_unpaid_to_kitchen: true });
    expect(on.json().client.send_unpaid_to_kitchen).toBe(true);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'client_settings.changed'), eq(auditLog.actorUserId, ownerId)),
      );
    expect(entries.map((e) => e.details)).toEqual([
      { sendUnpaidToKitchen: { from: true, to: false } },
      { sendUnpaidToKitchen: { from: false, to: true } },
    ]);
  });

  it('turns "Takeaway asks for a name" off and on, auditing only what changed', async () => {
    expect((await owner.get('/api/client/')).json().client.takeaway_asks_name).toBe(true);
    const bad = await owner.patch(settings, { takeaway_asks_name: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ takeaway_asks_name: ['Choose on or off.'] });

    const off = await owner.patch(settings, { takeaway_asks_name: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().client).toMatchObject({
      takeaway_asks_name: false,
      send_unpaid_to_kitchen: true,
    });
    const audits = await settingAudits();
    expect(audits.at(-1)?.details).toEqual({ takeawayAsksName: { from: true, to: false } });

    const on = await owner.patch(settings, { takeaway_asks_name: true });
    expect(on.json().client.takeaway_asks_name).toBe(true);
  });
});
