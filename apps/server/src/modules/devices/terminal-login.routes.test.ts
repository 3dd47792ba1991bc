import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE, DEMO_TERMINAL_PIN, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { loginTerminal, terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

const WRONG_PIN = { pin: ['Wrong PIN. Please try again.'] };
const NOT_PAIRED = { detail: 'This device is not paired with this merchant.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login-terminal-device/', () => {
  it('needs the merchant in X-DT-SCHEMA', async () => {
    const res = await loginTerminal(new ApiClient(t.app), { merchant: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['Choose the merchant first: the X-DT-SCHEMA header is missing.'],
    });
  });

  it('validates the body', async () => {
    const res = await new ApiClient(t.app).post(
      '/api/login-terminal-device/',
      {},
      { 'x-dt-schema': CORNER_CAFE.identifier },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['device_uuid', 'pin']);
  });

  it('signs the paired terminal in: a device session with no user', async () => {
    const api = new ApiClient(t.app);
    const res = await loginTerminal(api);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toBeNull();
    expect(body.client.identifier).toBe(CORNER_CAFE.identifier);
    expect(body.device).toMatchObject({
      kind: 'terminal',
      serial_number: CORNER_CAFE.terminalSerialNumber,
    });
    expect(body.hospitality_mode).toBe(false);
    expect(res.body).not.toContain(DEMO_TERMINAL_PIN);

    const session = (await api.get('/api/session/')).json();
    expect(session.user).toBeNull();
    expect(session.device.serial_number).toBe(CORNER_CAFE.terminalSerialNumber);
    expect((await api.get('/api/whoami/')).json()).toMatchObject({
      logged_in: true,
      groups: [],
      device_serial_number: CORNER_CAFE.terminalSerialNumber,
      client_identifier: CORNER_CAFE.identifier,
    });
    expect((await api.get('/api/client/')).statusCode).toBe(200);
  });

  it('keeps the terminal session to its own merchant', async () => {
    const api = await terminalSession(t.app);
    const res = await api.get('/api/client/', { 'x-dt-schema': HARBOUR_FISH.identifier });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an unknown device, and another merchant’s terminal', async () => {
    const unknown = await loginTerminal(new ApiClient(t.app), {
      deviceUuid: 'not-a-paired-device',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(NOT_PAIRED);
    const elsewhere = await loginTerminal(new ApiClient(t.app), {
      merchant: HARBOUR_FISH.identifier,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual(NOT_PAIRED);
    const noSuchMerchant = await loginTerminal(new ApiClient(t.app), { merchant: 'nobody' });
    expect(noSuchMerchant.json()).toEqual(NOT_PAIRED);
  });

  it('refuses the kitchen screen’s id: only a terminal logs in with the PIN', async () => {
    const res = await loginTerminal(new ApiClient(t.app), {
      deviceUuid: CORNER_CAFE.kitchenScreenUuid,
    });
    expect(res.statusCode).toBe(401);
  });

  it('replaces a leftover session of another merchant', async () => {
    const api = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const res = await loginTerminal(api);
    expect(res.statusCode).toBe(200);
    expect((await api.get('/api/whoami/')).json()).toMatchObject({
      email: null,
      client_identifier: CORNER_CAFE.identifier,
    });
  });

  it('refuses a wrong PIN without signing in', async () => {
    const api = new ApiClient(t.app);
    const res = await loginTerminal(api, { pin: '0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(WRONG_PIN);
    expect((await api.get('/api/whoami/')).json().logged_in).toBe(false);
  });

  it('locks the terminal out after five wrong PINs, even for the right one', async () => {
    // The right PIN clears the miss of the test above first.
    expect((await loginTerminal(new ApiClient(t.app))).statusCode).toBe(200);
    const guesses = await Promise.all(
      ['1111', '2222', '3333', '4444', '5555', '6666'].map((pin) =>
        loginTerminal(new ApiClient(t.app), { pin }),
      ),
    );
    expect(guesses.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const locked = await loginTerminal(new ApiClient(t.app));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Too many wrong PINs. Try again in 5 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(290);
  });
});
