import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

const WRONG_PIN = { pin: ['Wrong PIN. Please try again.'] };

let t: TestApp;
let staff: ApiClient;
let samId: string;
let alexId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, 'staff@example.com');
  samId = await cashierIdOf(staff, 'Sam');
  alexId = await cashierIdOf(staff, 'Alex');
});
afterAll(() => t.close());

const login = (api: ApiClient, id: string, body: Record<string, unknown> = {}) =>
  api.post(`/api/accounts/cashier/${id}/login/`, body);
const current = async (api: ApiClient) => (await api.get('/api/accounts/cashier/current/')).json();

describe('POST /api/accounts/cashier/{id}/login/', () => {
  it('requires authentication', async () => {
    const res = await login(new ApiClient(t.app), samId, { pin: '1234' });
    expect(res.statusCode).toBe(401);
  });

  it('signs Sam in with the right PIN and holds him on the session', async () => {
    const res = await login(staff, samId, { pin: '1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cashier: {
        id: samId,
        username: 'Sam',
        colour: '#1e88e5',
        has_pin: true,
        has_edit_permission: true,
        is_manager: true,
      },
    });
    expect(res.body).not.toContain('1234');
    expect(await current(staff)).toEqual(res.json());
  });

  it('refuses a wrong or missing PIN, keeping whoever was signed in', async () => {
    const wrong = await login(staff, samId, { pin: '9999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_PIN);
    expect((await login(staff, samId)).json()).toEqual({ pin: ['Enter the PIN.'] });
    expect((await current(staff)).cashier.username).toBe('Sam');
  });

  it('signs Alex, who has no PIN, in with one tap', async () => {
    const res = await login(staff, alexId);
    expect(res.statusCode).toBe(200);
    expect(res.json().cashier).toMatchObject({ username: 'Alex', has_pin: false });
    expect((await current(staff)).cashier.username).toBe('Alex');
  });

  it('keeps each till session to its own cashier', async () => {
    const other = await tillSession(t.app, 'manager@example.com');
    expect(await current(other)).toEqual({ cashier: null });
  });

  it('refuses a screen: it has no till session to hold a cashier', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/cashier/${alexId}/login/`,
      headers: { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('forgives earlier misses once the right PIN is typed', async () => {
    // The miss in the test above still counts: the right PIN clears it.
    expect((await login(staff, samId, { pin: '1234' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(staff, samId, { pin: '0000' })).json()).toEqual(WRONG_PIN);
    expect((await login(staff, samId, { pin: '1234' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(staff, samId, { pin: '0000' })).statusCode).toBe(400);
    expect((await login(staff, samId, { pin: '1234' })).statusCode).toBe(200);
  });

  it('locks the cashier out after five wrong PINs, even for the right one', async () => {
    const guesses = await Promise.all(
      ['1111', '2222', '3333', '4444', '5555', '6666', '7777'].map((pin) =>
        login(staff, samId, { pin }),
      ),
    );
    expect(guesses.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const locked = await login(staff, samId, { pin: '1234' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Too many wrong PINs. Try again in 5 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(290);
    expect((await login(staff, alexId)).statusCode).toBe(200);
  });
});

describe('POST /api/accounts/cashier/logout/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).post('/api/accounts/cashier/logout/')).statusCode).toBe(401);
  });

  it('signs the cashier out and keeps the employee signed in', async () => {
    await login(staff, alexId);
    const res = await staff.post('/api/accounts/cashier/logout/');
    expect(res.json()).toEqual({ cashier: null });
    expect(await current(staff)).toEqual({ cashier: null });
    expect((await staff.get('/api/whoami/')).json().logged_in).toBe(true);
  });
});

describe('GET /api/accounts/cashier/current/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/accounts/cashier/current/')).statusCode).toBe(401);
  });
});
