import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, cashiers, clients, users } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

// First run (issue 14): an installation with no merchant offers /setup, which makes the
// merchant, its owner and a first cashier, logs the owner in, and then closes for good.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The test template holds the demo; an empty installation has no merchant at all.
  await t.db.execute(sql`truncate clients cascade`);
});
afterAll(() => t.close());

const setup = '/api/setup/';
const valid = {
  business_name: 'Rosa’s Kitchen',
  time_zone: 'Europe/London',
  first_name: 'Rosa',
  last_name: 'Marsh',
  email: 'Rosa@Example.org',
  password: 'correct horse',
  features: {
    feature_eat_in: true,
    feature_takeaway: true,
    feature_in_store: false,
    feature_delivery: false,
    feature_home_delivery: false,
    feature_click_and_collect: false,
  },
};

describe('POST setup/ refusals on an empty installation', () => {
  it('names each field that is wrong, in a sentence, and makes nothing', async () => {
    const res = await new ApiClient(t.app).post(setup, {
      ...valid,
      business_name: '  ',
      time_zone: 'Mars/Olympus',
      first_name: '',
      email: 'rosa@',
      password: 'short',
      features: { ...valid.features, feature_eat_in: false, feature_takeaway: false },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.business_name).toEqual(['Enter the business name.']);
    expect(body.time_zone).toEqual(['Choose a time zone from the list.']);
    expect(body.first_name).toEqual(['First Name is required']);
    expect(body.email).toEqual(['Enter a valid email address.']);
    expect(body.password).toEqual(['Password must be at least 8 characters.']);
    expect(body.features).toEqual(['Choose at least one way you sell.']);
    expect(await t.db.select().from(clients)).toEqual([]);
  });

  it('refuses a business that sells no way at all', async () => {
    const res = await new ApiClient(t.app).post(setup, {
      ...valid,
      features: Object.fromEntries(Object.keys(valid.features).map((key) => [key, false])),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ features: ['Choose at least one way you sell.'] });
  });
});

describe('GET and POST setup/', () => {
  it('says set-up is needed while no merchant exists', async () => {
    const res = await new ApiClient(t.app).get(setup);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_needed: true });
  });

  it('makes the merchant, its owner and a first cashier, and logs the owner in', async () => {
    const browser = new ApiClient(t.app);
    const res = await browser.post(setup, valid);
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session.user.email).toBe('rosa@example.org');
    expect(session.user.groups).toEqual(['owner']);
    expect(session.client).toMatchObject({
      name: 'Rosa’s Kitchen',
      identifier: 'rosa-s-kitchen',
      time_zone: 'Europe/London',
      feature_eat_in: true,
      feature_takeaway: true,
      feature_in_store: false,
      is_demo: false,
    });

    const me = await browser.get('/api/session/');
    expect(me.json().user.email).toBe('rosa@example.org');
    const [client] = await t.db.select().from(clients);
    if (!client) throw new Error('no merchant was made');
    const staff = await t.db.select().from(users).where(eq(users.clientId, client.id));
    expect(staff.map((u) => [u.email, u.groups])).toEqual([['rosa@example.org', ['owner']]]);
    const tillStaff = await t.db.select().from(cashiers).where(eq(cashiers.clientId, client.id));
    expect(tillStaff.map((c) => [c.username, c.pinHash, c.hasEditPermission])).toEqual([
      ['Rosa', null, true],
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.clientId, client.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['cashier.create', 'merchant.set_up']);

    const login = await new ApiClient(t.app).post('/api/login/', {
      email: 'rosa@example.org',
      password: 'correct horse',
    });
    expect(login.statusCode).toBe(200);
  });

  it('is refused once a merchant exists, and says so', async () => {
    const status = await new ApiClient(t.app).get(setup);
    expect(status.json()).toEqual({ is_needed: false });
    const res = await new ApiClient(t.app).post(setup, {
      ...valid,
      business_name: 'Intruder Ltd',
      email: 'intruder@example.org',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'OpenTill is already set up here. Log in instead.' });
    expect(await t.db.select().from(clients)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, 'intruder@example.org'))).toEqual(
      [],
    );
  });
});
