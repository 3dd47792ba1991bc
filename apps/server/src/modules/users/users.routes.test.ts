import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let owner: ApiClient;
let harbourUserId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
  harbourUserId = (await harbour.get('/api/users/me/')).json().id;
});
afterAll(() => t.close());

const screen = () =>
  new ApiClient(t.app, { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` });

describe('GET /api/users/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/users/')).statusCode).toBe(401);
  });

  it("pages the merchant's active users by email, and no one else's", async () => {
    const res = await owner.get('/api/users/?limit=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(3);
    expect(page.results.map((u: { email: string }) => u.email)).toEqual([
      CORNER_CAFE.managerEmail,
      CORNER_CAFE.ownerEmail,
    ]);
    expect(page.next).toBe('/api/users/?limit=2&page=2');
    expect(page.results[0]).toEqual({
      id: expect.any(String),
      email: CORNER_CAFE.managerEmail,
      first_name: 'Max',
      last_name: 'Manager',
      phone: '07700 900002',
      photo: null,
      tags: [],
      // The demo's people accepted the terms when they were seeded.
      terms_accepted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const second = (await owner.get(page.next)).json();
    expect(second.results.map((u: { email: string }) => u.email)).toEqual([CORNER_CAFE.staffEmail]);
  });

  it('is open to the signed-in terminal (Desktop Access) but not to a screen', async () => {
    const terminal = await terminalSession(t.app);
    const res = await terminal.get('/api/users/');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(3);
    expect((await screen().get('/api/users/')).statusCode).toBe(403);
  });
});

describe('GET /api/users/{id}/', () => {
  it('answers a user of the merchant', async () => {
    const list = (await owner.get('/api/users/')).json();
    const staff = list.results.find((u: { email: string }) => u.email === CORNER_CAFE.staffEmail);
    const res = await owner.get(`/api/users/${staff.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(staff);
  });

  it("is a 404 for another merchant's user and for what is not an id", async () => {
    for (const id of [harbourUserId, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await owner.get(`/api/users/${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No such user.' });
    }
  });
});

describe('GET /api/users/me/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/users/me/')).statusCode).toBe(401);
  });

  it('answers the signed-in employee', async () => {
    const res = await owner.get('/api/users/me/');
    expect(res.json()).toMatchObject({
      email: CORNER_CAFE.ownerEmail,
      first_name: 'Olivia',
      last_name: 'Owner',
      photo: null,
    });
  });

  it('carries the tags and when the terms were accepted (000 §3)', async () => {
    const tagged = await tillSession(t.app, CORNER_CAFE.managerEmail);
    const me = (await tagged.get('/api/users/me/')).json();
    const seeded = me.terms_accepted_at as string;
    await t.db
      .update(users)
      .set({ tags: ['barista', 'keyholder'], termsAcceptedAt: new Date('2026-03-02T09:30:00Z') })
      .where(eq(users.id, me.id));
    for (const res of [await tagged.get('/api/users/me/'), await owner.get(`/api/users/${me.id}/`)])
      expect(res.json()).toMatchObject({
        tags: ['barista', 'keyholder'],
        terms_accepted_at: '2026-03-02T09:30:00.000Z',
      });
    await t.db
      .update(users)
      .set({ tags: [], termsAcceptedAt: new Date(seeded) })
      .where(eq(users.id, me.id));
  });

  it('refuses a terminal device and a screen, which are no user', async () => {
    const terminal = await terminalSession(t.app);
    expect((await terminal.get('/api/users/me/')).statusCode).toBe(403);
    expect((await terminal.patch('/api/users/me/', { first_name: 'Till' })).statusCode).toBe(403);
    expect((await screen().get('/api/users/me/')).statusCode).toBe(403);
  });
});
