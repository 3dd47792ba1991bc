import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, sessions, users } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_SUPPORT, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { signInCashier, tillSession } from '@/testing/till-session.js';
import { PLATFORM_CLIENT } from '@/modules/clients/platform-client.js';

// Support views (issue 14): a superadmin's session acts in another merchant until Leave,
// audited in both merchants; nobody else may ever act outside their own merchant.

let t: TestApp;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: clients.id, identifier: clients.identifier }).from(clients);
  ids = Object.fromEntries(rows.map((row) => [row.identifier, row.id]));
});
afterAll(() => t.close());

const PERMISSION = { detail: 'You do not have permission to perform this action.' };
const NO_SUCH = '00000000-0000-4000-8000-000000000000';
const switchInto = (api: ApiClient, identifier: string) =>
  api.post(`/api/merchants/${ids[identifier] ?? NO_SUCH}/switch/`);
const leave = (api: ApiClient) => api.post('/api/merchants/leave/');
const supportAudits = (action: string) =>
  t.db
    .select({ clientId: auditLog.clientId, entityId: auditLog.entityId })
    .from(auditLog)
    .where(eq(auditLog.action, action));
const orderNumbersOf = async (api: ApiClient) =>
  ((await api.get('/api/orders/orders/?limit=5')).json().results as { id: string }[]).map(
    (o) => o.id,
  );

describe('who may switch', () => {
  it('requires authentication', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await switchInto(anonymous, HARBOUR_FISH.identifier)).statusCode).toBe(401);
    expect((await leave(anonymous)).statusCode).toBe(401);
  });

  it('refuses an owner with the permission 403 and leaves their session in their merchant', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    for (const res of [await switchInto(owner, HARBOUR_FISH.identifier), await leave(owner)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(PERMISSION);
    }
    const again = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const session = (await again.get('/api/session/')).json();
    expect(session.client.identifier).toBe(CORNER_CAFE.identifier);
    expect(session.support).toBeNull();
    expect(await supportAudits('support.started')).toEqual([]);
  });
});

describe('POST merchants/{id}/switch/', () => {
  it('answers 404 for a merchant that does not exist or is the platform, 400 for a bad id', async () => {
    const support = await tillSession(t.app, DEMO_SUPPORT.email);
    for (const identifier of ['nobody', PLATFORM_CLIENT.identifier]) {
      const res = await switchInto(support, identifier);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No such merchant.' });
    }
    const bad = await support.post('/api/merchants/not-an-id/switch/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['This is not a valid id.'] });
  });

  it("shows the superadmin Harbour Fish Bar's data until they leave, audited in both merchants", async () => {
    const support = await tillSession(t.app, DEMO_SUPPORT.email);
    const harbourOwner = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await support.get('/api/session/')).json().support).toBeNull();

    const res = await switchInto(support, HARBOUR_FISH.identifier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: DEMO_SUPPORT.email, super_admin: true },
      client: { identifier: HARBOUR_FISH.identifier },
      support: { client_name: HARBOUR_FISH.name },
    });
    const session = (await support.get('/api/session/')).json();
    expect(session.client.identifier).toBe(HARBOUR_FISH.identifier);
    expect(session.support).toEqual({ client_name: HARBOUR_FISH.name });
    expect((await support.get('/api/client/')).json().client.identifier).toBe(
      HARBOUR_FISH.identifier,
    );
    const harbourOrders = await orderNumbersOf(harbourOwner);
    expect(harbourOrders.length).toBeGreaterThan(0);
    expect(await orderNumbersOf(support)).toEqual(harbourOrders);
    // The web names the merchant it shows; naming the superadmin's own is refused.
    const header = { 'x-dt-schema': HARBOUR_FISH.identifier };
    expect((await support.get('/api/client/', header)).statusCode).toBe(200);
    const home = { 'x-dt-schema': PLATFORM_CLIENT.identifier };
    expect((await support.get('/api/client/', home)).statusCode).toBe(403);

    const started = await supportAudits('support.started');
    expect(started.map((a) => a.clientId).sort()).toEqual(
      [ids[HARBOUR_FISH.identifier], ids[PLATFORM_CLIENT.identifier]].sort(),
    );
    expect(new Set(started.map((a) => a.entityId))).toEqual(
      new Set([ids[HARBOUR_FISH.identifier]]),
    );

    const left = await leave(support);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({
      client: { identifier: PLATFORM_CLIENT.identifier },
      support: null,
    });
    expect((await support.get('/api/session/')).json().client.identifier).toBe(
      PLATFORM_CLIENT.identifier,
    );
    const ended = await supportAudits('support.ended');
    expect(ended.map((a) => a.clientId).sort()).toEqual(
      [ids[HARBOUR_FISH.identifier], ids[PLATFORM_CLIENT.identifier]].sort(),
    );
    // Leaving again changes nothing and audits nothing.
    expect((await leave(support)).json().support).toBeNull();
    expect(await supportAudits('support.ended')).toHaveLength(2);
  });

  it('moves from one merchant to another, signing out the till’s cashier of the first', async () => {
    const support = await tillSession(t.app, DEMO_SUPPORT.email);
    await switchInto(support, HARBOUR_FISH.identifier);
    await signInCashier(support, { username: 'Jamie' });
    expect((await support.get('/api/accounts/cashier/current/')).json().cashier.username).toBe(
      'Jamie',
    );
    const before = (await supportAudits('support.ended')).length;
    const res = await switchInto(support, CORNER_CAFE.identifier);
    expect(res.json().support).toEqual({ client_name: CORNER_CAFE.name });
    expect((await support.get('/api/accounts/cashier/current/')).json().cashier).toBeNull();
    const ended = await supportAudits('support.ended');
    expect(ended.slice(before).map((a) => a.entityId)).toEqual([
      ids[HARBOUR_FISH.identifier],
      ids[HARBOUR_FISH.identifier],
    ]);
    await leave(support);
  });

  it("treats switching into a superadmin's own merchant as being at home", async () => {
    await t.db
      .update(users)
      .set({ groups: ['reporting', 'superadmin'] })
      .where(eq(users.email, CORNER_CAFE.managerEmail));
    const manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
    const res = await switchInto(manager, CORNER_CAFE.identifier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      client: { identifier: CORNER_CAFE.identifier },
      support: null,
    });
    await switchInto(manager, HARBOUR_FISH.identifier);
    const back = await switchInto(manager, CORNER_CAFE.identifier);
    expect(back.json().support).toBeNull();
    expect((await manager.get('/api/session/')).json().client.identifier).toBe(
      CORNER_CAFE.identifier,
    );
  });
});

describe('a session acts only in its own merchant', () => {
  const sessionRowsOf = async (email: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    return t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? NO_SUCH));
  };

  it("is logged out when an owner's session names another merchant, with or without a home", async () => {
    const owner = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const ownerSessions = (await sessionRowsOf(HARBOUR_FISH.ownerEmail)).map((s) => s.id);
    await t.db
      .update(sessions)
      .set({ clientId: ids[CORNER_CAFE.identifier] })
      .where(inArray(sessions.id, ownerSessions));
    expect((await owner.get('/api/client/')).statusCode).toBe(401);
    await t.db
      .update(sessions)
      .set({ homeClientId: ids[HARBOUR_FISH.identifier] })
      .where(inArray(sessions.id, ownerSessions));
    expect((await owner.get('/api/client/')).statusCode).toBe(401);
    expect((await owner.get('/api/session/')).json()).toMatchObject({ user: null, client: null });
  });

  it('logs a superadmin out of a support view once they are no longer a superadmin', async () => {
    const support = await tillSession(t.app, DEMO_SUPPORT.email);
    await switchInto(support, HARBOUR_FISH.identifier);
    await t.db.update(users).set({ groups: [] }).where(eq(users.email, DEMO_SUPPORT.email));
    try {
      expect((await support.get('/api/client/')).statusCode).toBe(401);
      expect((await support.get('/api/session/')).json().user).toBeNull();
    } finally {
      await t.db
        .update(users)
        .set({ groups: ['superadmin'] })
        .where(eq(users.email, DEMO_SUPPORT.email));
    }
    expect((await support.get('/api/session/')).json().support).toEqual({
      client_name: HARBOUR_FISH.name,
    });
    const rows = await sessionRowsOf(DEMO_SUPPORT.email);
    expect(rows.map((s) => s.homeClientId)).toContain(ids[PLATFORM_CLIENT.identifier]);
  });
});
