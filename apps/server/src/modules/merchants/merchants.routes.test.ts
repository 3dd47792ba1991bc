import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, invites } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_SUPPORT, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { acceptForm, inviteTokenFromOutbox, multipartForm } from '@/testing/account-fixtures.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { PLATFORM_CLIENT } from '@/modules/clients/platform-client.js';

// Merchants (issue 14): only a superadmin lists and creates merchants; a new merchant's
// owner is invited through the invites module and the outbox.

let t: TestApp;
let support: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await tillSession(t.app, DEMO_SUPPORT.email);
});
afterAll(() => t.close());

const PERMISSION = { detail: 'You do not have permission to perform this action.' };
const merchants = '/api/merchants/';
const valid = {
  name: 'Rosa’s Kitchen',
  time_zone: 'Europe/Paris',
  owner_email: 'Rosa@Kitchen.example',
  owner_first_name: 'Rosa',
  owner_last_name: 'Marsh',
};
type Listed = { name: string; identifier: string; owner_emails: string[] };
const namesOf = (body: { results: Listed[] }) => body.results.map((m) => m.name);
const clientByIdentifier = async (identifier: string) =>
  (await t.db.select().from(clients).where(eq(clients.identifier, identifier)))[0];

describe('who may reach the merchants routes', () => {
  it('requires authentication', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get(merchants)).statusCode).toBe(401);
    expect((await anonymous.post(merchants, valid)).statusCode).toBe(401);
  });

  it('refuses owners, staff, the card terminal and the kitchen screen with the permission 403', async () => {
    const callers = [
      await tillSession(t.app, CORNER_CAFE.ownerEmail),
      await tillSession(t.app, HARBOUR_FISH.ownerEmail),
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await terminalSession(t.app, t.db),
      kitchenScreen(t.app),
    ];
    for (const caller of callers) {
      for (const res of [
        await caller.get(merchants),
        await caller.post(merchants, { ...valid, owner_email: 'sneaky@example.com' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(PERMISSION);
      }
    }
    expect(await clientByIdentifier('rosas-kitchen')).toBeUndefined();
  });
});

describe('GET merchants/', () => {
  it('lists the merchants with their owners, never the platform client', async () => {
    const res = await support.get(merchants);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(namesOf(body)).toEqual([CORNER_CAFE.name, HARBOUR_FISH.name]);
    expect(body.count).toBe(2);
    const [cafe, harbour] = body.results;
    expect(cafe).toMatchObject({
      identifier: CORNER_CAFE.identifier,
      time_zone: 'Europe/London',
      owner_emails: [CORNER_CAFE.ownerEmail],
      invited_owner_emails: [],
    });
    expect(new Date(cafe.created_at).getTime()).not.toBeNaN();
    expect(harbour.owner_emails).toEqual([HARBOUR_FISH.ownerEmail]);
    expect(JSON.stringify(body)).not.toContain(PLATFORM_CLIENT.identifier);
  });

  it('searches the name or identifier in any case, and says nothing matched with an empty page', async () => {
    const byName = (await support.get(`${merchants}?search=HARBOUR`)).json();
    expect(namesOf(byName)).toEqual([HARBOUR_FISH.name]);
    const byIdentifier = (await support.get(`${merchants}?search=corner-c`)).json();
    expect(namesOf(byIdentifier)).toEqual([CORNER_CAFE.name]);
    const none = (await support.get(`${merchants}?search=${encodeURIComponent('%')}`)).json();
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
    const platform = (await support.get(`${merchants}?search=opentill`)).json();
    expect(platform.count).toBe(0);
  });

  it('pages the list', async () => {
    const first = (await support.get(`${merchants}?limit=1`)).json();
    expect(namesOf(first)).toEqual([CORNER_CAFE.name]);
    expect(first.next).toBe('/api/merchants/?limit=1&page=2');
    const second = (await support.get(first.next)).json();
    expect(namesOf(second)).toEqual([HARBOUR_FISH.name]);
  });

  it('names the query field that is wrong', async () => {
    const res = await support.get(`${merchants}?search=${'x'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ search: ['Search for at most 100 characters.'] });
  });
});

describe('POST merchants/', () => {
  it('names each field that is wrong, and makes nothing', async () => {
    const res = await support.post(merchants, {
      name: ' ',
      identifier: 'Not A Slug',
      time_zone: 'Mars/Olympus',
      owner_email: 'rosa@',
      owner_first_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Enter the business name.'],
      identifier: ['Use lower-case letters, digits and hyphens only, e.g. harbour-fish.'],
      time_zone: ['Choose a time zone from the list.'],
      owner_email: ['Enter a valid email address.'],
      owner_first_name: ['First Name is required'],
      owner_last_name: ['Last Name is required'],
    });
  });

  it('refuses an identifier already taken, the platform’s own, or none to be made', async () => {
    for (const identifier of [HARBOUR_FISH.identifier, PLATFORM_CLIENT.identifier]) {
      const res = await support.post(merchants, { ...valid, identifier });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        identifier: ['That identifier is already taken. Choose another.'],
      });
    }
    const derived = await support.post(merchants, { ...valid, name: 'Harbour Fish' });
    expect(derived.json()).toEqual({
      identifier: ['That identifier is already taken. Choose another.'],
    });
    const nothing = await support.post(merchants, { ...valid, name: '!!!' });
    expect(nothing.statusCode).toBe(400);
    expect(Object.keys(nothing.json())).toEqual(['identifier']);
  });

  it('refuses an owner email that already has an account', async () => {
    const res = await support.post(merchants, { ...valid, owner_email: CORNER_CAFE.staffEmail });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ owner_email: ['That email already has an account.'] });
    expect(await clientByIdentifier('rosas-kitchen')).toBeUndefined();
  });

  it('makes the merchant, invites its owner by mail and audits it in both merchants', async () => {
    const res = await support.post(merchants, valid);
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      name: 'Rosa’s Kitchen',
      identifier: 'rosas-kitchen',
      time_zone: 'Europe/Paris',
      is_demo: false,
      owner_emails: [],
      invited_owner_emails: ['rosa@kitchen.example'],
    });
    const row = await clientByIdentifier('rosas-kitchen');
    expect(row).toMatchObject({ waitTimeMinutes: 15, isPlatform: false, featureEatIn: false });
    expect(row?.openingHours).toHaveLength(7);
    const [invite] = await t.db.select().from(invites).where(eq(invites.clientId, made.id));
    expect(invite).toMatchObject({
      email: 'rosa@kitchen.example',
      groups: ['owner'],
      firstName: 'Rosa',
      lastName: 'Marsh',
    });
    const mail = (await t.outbox()).find((m) => m.recipient === 'rosa@kitchen.example');
    expect(mail?.subject).toBe('You are invited to Rosa’s Kitchen on OpenTill');
    expect(mail?.clientId).toBe(made.id);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'merchant.created'), eq(auditLog.entityId, made.id)));
    const platform = await clientByIdentifier(PLATFORM_CLIENT.identifier);
    expect(audits.map((a) => a.clientId).sort()).toEqual([made.id, platform?.id].sort());
    expect(audits[0]?.details).toMatchObject({ ownerInvited: 'rosa@kitchen.example' });

    const listed = (await support.get(`${merchants}?search=rosa`)).json();
    expect(listed.results[0].invited_owner_emails).toEqual(['rosa@kitchen.example']);
  });

  it('gives the invited owner an owner account of the new merchant', async () => {
    const token = inviteTokenFromOutbox(await t.outbox(), 'rosa@kitchen.example');
    const newcomer = new ApiClient(t.app);
    const res = await newcomer.post(`/api/invite/${token}/`, multipartForm(acceptForm()));
    expect(res.statusCode).toBe(200);
    const session = (await newcomer.get('/api/session/')).json();
    expect(session.client.identifier).toBe('rosas-kitchen');
    expect(session.user.groups).toEqual(['owner']);
    expect(session.support).toBeNull();
    const listed = (await support.get(`${merchants}?search=rosa`)).json();
    expect(listed.results[0]).toMatchObject({
      owner_emails: ['rosa@kitchen.example'],
      invited_owner_emails: [],
    });
  });
});
