import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

const PASSWORD = 'opentill-demo';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login/', () => {
  it('requires the CSRF header, log in included', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'owner@example.com', password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
  });

  it('logs an owner in and answers the session in snake_case', async () => {
    const api = new ApiClient(t.app);
    const res = await api.login('OWNER@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'owner@example.com',
      groups: ['owner'],
      admin: true,
      super_admin: false,
    });
    expect(body.client).toMatchObject({
      identifier: 'corner-cafe',
      name: 'Corner Café',
      wait_time: 15,
      feature_home_delivery: true,
    });
    expect(body.device).toBeNull();
    const session = (await api.get('/api/session/')).json();
    expect(session.user.email).toBe('owner@example.com');
    const cookie = res.cookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('refuses a wrong password with the spec message', async () => {
    const res = await new ApiClient(t.app).login('staff@example.com', 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'No active account found with these log-in credentials' });
  });

  it('refuses an unknown email with the same message', async () => {
    const res = await new ApiClient(t.app).login('nobody@example.com', PASSWORD);
    expect(res.json()).toEqual({ detail: 'No active account found with these log-in credentials' });
  });

  it('names the fields that are missing or malformed', async () => {
    const res = await new ApiClient(t.app).post('/api/login/', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Enter a valid email address.'],
      password: ['Password is required'],
    });
  });

  it('locks an email out after repeated failures, with a 429 and a detail', async () => {
    const api = new ApiClient(t.app);
    for (let i = 0; i < 10; i++)
      expect((await api.login('manager@example.com', `bad-${i}`)).statusCode).toBe(401);
    const locked = await api.login('manager@example.com', PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(
      /^Too many log-in attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/logout/', () => {
  it('ends the session on the server', async () => {
    const api = new ApiClient(t.app);
    const login = await api.login('staff@example.com', PASSWORD);
    const token = login.cookies.find((c) => c.name === 'sessionid')?.value ?? '';
    expect((await api.post('/api/logout/')).statusCode).toBe(204);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/whoami/',
      cookies: { sessionid: token },
    });
    expect(replay.json()).toMatchObject({ logged_in: false, anonymous: true });
  });
});

describe('GET /api/whoami/ and /api/session/', () => {
  it('tells a logged-out caller it is anonymous and arms the CSRF cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session/' });
    expect(res.json()).toEqual({ user: null, client: null, device: null, support: null });
    expect(res.cookies.some((c) => c.name === 'csrftoken' && !c.httpOnly)).toBe(true);
  });

  it('maps groups to the admin and superadmin flags', async () => {
    const api = new ApiClient(t.app);
    await api.login('manager@example.com'.replace('manager', 'staff'), PASSWORD);
    expect((await api.get('/api/whoami/')).json()).toMatchObject({
      logged_in: true,
      anonymous: false,
      groups: [],
      admin: false,
      super_admin: false,
      email: 'staff@example.com',
      client_identifier: 'corner-cafe',
    });
  });
});
