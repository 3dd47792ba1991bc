import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, tillConfig } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Sam', pin: '1234' });
});
afterAll(() => t.close());

describe('GET /api/till-config/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/till-config/')).statusCode).toBe(401);
  });

  it("answers the merchant's config", async () => {
    expect((await owner.get('/api/till-config/')).json()).toEqual({
      feature_quick_till: true,
      feature_full_till: true,
      default_till_view: 'full_till',
    });
  });

  it('creates the default config for a merchant without one', async () => {
    const [harbour] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.identifier, 'harbour-fish'));
    await t.db.delete(tillConfig).where(eq(tillConfig.clientId, harbour?.id ?? ''));
    const api = await tillSession(t.app, 'owner@harbour.example');
    const defaults = {
      feature_quick_till: true,
      feature_full_till: true,
      default_till_view: 'full_till',
    };
    expect((await api.get('/api/till-config/')).json()).toEqual(defaults);
    expect((await api.get('/api/till-config/')).json()).toEqual(defaults);
    expect(
      await t.db
        .select()
        .from(tillConfig)
        .where(eq(tillConfig.clientId, harbour?.id ?? '')),
    ).toHaveLength(1);
  });
});

describe('PATCH /api/till-config/update/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).patch('/api/till-config/update/', {
      default_till_view: 'quick_till',
    });
    expect(res.statusCode).toBe(401);
  });

  it('round-trips the default till view and the features', async () => {
    const res = await owner.patch('/api/till-config/update/', {
      default_till_view: 'quick_till',
      feature_full_till: false,
    });
    const expected = {
      feature_quick_till: true,
      feature_full_till: false,
      default_till_view: 'quick_till',
    };
    expect(res.json()).toEqual(expected);
    expect((await owner.get('/api/till-config/')).json()).toEqual(expected);
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    expect((await harbour.get('/api/till-config/')).json().default_till_view).toBe('full_till');
  });

  it('refuses a view that is not a till', async () => {
    const res = await owner.patch('/api/till-config/update/', { default_till_view: 'kitchen' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ default_till_view: ['Choose full_till or quick_till.'] });
    expect((await owner.get('/api/till-config/')).json().default_till_view).toBe('quick_till');
  });
});
