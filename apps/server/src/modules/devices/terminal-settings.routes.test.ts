import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_TERMINAL_PIN, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { loginTerminal, terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const setPin = (api: ApiClient, oldPin: string | undefined, newPin: string) =>
  api.post('/api/terminal/pin/set/', { old_pin: oldPin, new_pin: newPin });
const setHospitality = (api: ApiClient, isOn: boolean) =>
  api.post('/api/terminal/hospitality-mode/', { hospitality_mode: isOn });
const screen = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` },
    payload,
  });

describe('POST /api/terminal/pin/set/', () => {
  it('requires authentication', async () => {
    expect((await setPin(new ApiClient(t.app), DEMO_TERMINAL_PIN, '1357')).statusCode).toBe(401);
  });

  it('is for an owner, a superadmin or the terminal itself', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect((await setPin(staff, DEMO_TERMINAL_PIN, '1357')).statusCode).toBe(403);
    const fromScreen = await screen('/api/terminal/pin/set/', {
      old_pin: DEMO_TERMINAL_PIN,
      new_pin: '1357',
    });
    expect(fromScreen.statusCode).toBe(403);
  });

  it('checks the old PIN and the new PIN’s shape', async () => {
    const wrong = await setPin(owner, '0000', '1357');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_pin: ['The old PIN is wrong.'] });
    expect((await setPin(owner, undefined, '1357')).json()).toEqual({
      old_pin: ['Enter the old PIN.'],
    });
    expect((await setPin(owner, DEMO_TERMINAL_PIN, '12ab')).json()).toEqual({
      new_pin: ['A PIN is 4 to 8 digits.'],
    });
  });

  it('changes the PIN the terminal logs in with, and audits it without the PIN', async () => {
    const res = await setPin(owner, DEMO_TERMINAL_PIN, '1357');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'The terminal PIN has been changed.' });
    expect((await loginTerminal(new ApiClient(t.app), { pin: '1357' })).statusCode).toBe(200);
    expect((await loginTerminal(new ApiClient(t.app))).statusCode).toBe(400);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'terminal_pin.set'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/1357|2468/);
  });

  it('lets the signed-in terminal change it back', async () => {
    const terminal = await terminalSession(t.app, { pin: '1357' });
    expect((await setPin(terminal, '1357', DEMO_TERMINAL_PIN)).statusCode).toBe(200);
    expect((await loginTerminal(new ApiClient(t.app))).statusCode).toBe(200);
  });

  it('changes only the caller’s merchant', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await setPin(harbour, DEMO_TERMINAL_PIN, '9753')).statusCode).toBe(200);
    expect((await loginTerminal(new ApiClient(t.app))).statusCode).toBe(200);
    const crossed = await owner.post(
      '/api/terminal/pin/set/',
      { old_pin: DEMO_TERMINAL_PIN, new_pin: '8642' },
      { 'x-dt-schema': HARBOUR_FISH.identifier },
    );
    expect(crossed.statusCode).toBe(403);
  });
});

describe('POST /api/terminal/pin/set/ for a merchant with no PIN yet', () => {
  it('refuses terminal log-in until the owner sets a PIN, which needs no old one', async () => {
    await t.db
      .update(clients)
      .set({ terminalPinHash: null })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    expect((await loginTerminal(new ApiClient(t.app))).json()).toEqual({
      pin: ['No terminal PIN is set yet. The owner sets one first.'],
    });
    expect((await setPin(owner, undefined, DEMO_TERMINAL_PIN)).statusCode).toBe(200);
    expect((await loginTerminal(new ApiClient(t.app))).statusCode).toBe(200);
  });

  it('locks the form out after five wrong old PINs', async () => {
    for (let i = 0; i < 5; i++) expect((await setPin(owner, '0000', '1357')).statusCode).toBe(400);
    const locked = await setPin(owner, DEMO_TERMINAL_PIN, '1357');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/terminal/hospitality-mode/', () => {
  it('requires authentication', async () => {
    expect((await setHospitality(new ApiClient(t.app), true)).statusCode).toBe(401);
  });

  it('is for an owner, a superadmin or the terminal itself', async () => {
    const manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
    expect((await setHospitality(manager, true)).statusCode).toBe(403);
    const fromScreen = await screen('/api/terminal/hospitality-mode/', { hospitality_mode: true });
    expect(fromScreen.statusCode).toBe(403);
  });

  it('validates the flag', async () => {
    const res = await owner.post('/api/terminal/hospitality-mode/', { hospitality_mode: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ hospitality_mode: ['Choose on or off.'] });
  });

  it('sets the flag the client settings and the terminal log-in show', async () => {
    const res = await setHospitality(owner, true);
    expect(res.json()).toEqual({ hospitality_mode: true });
    expect((await owner.get('/api/client/')).json().client.hospitality_mode).toBe(true);
    expect((await loginTerminal(new ApiClient(t.app))).json().hospitality_mode).toBe(true);
    const terminal = await terminalSession(t.app);
    expect((await setHospitality(terminal, false)).json()).toEqual({ hospitality_mode: false });
    expect((await owner.get('/api/client/')).json().client.hospitality_mode).toBe(false);
  });

  it('changes only the caller’s merchant', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await setHospitality(harbour, true)).statusCode).toBe(200);
    expect((await owner.get('/api/client/')).json().client.hospitality_mode).toBe(false);
  });
});
