import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { MANAGER_GRANT_MESSAGES } from '@opentill/contract/cashiers/cashier-messages';
import { cashierIdOf, tillSession } from '@/testing/till-session.js';

let t: TestApp;
let owner: ApiClient;
let staff: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, 'owner@example.com', { username: 'Sam', pin: '1234' });
  staff = await tillSession(t.app, 'staff@example.com');
});
afterAll(() => t.close());

const auditFor = async (cashierId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, cashierId)))
    .filter((a) => a.action.startsWith('cashier.'))
    .map((a) => [a.action, a.details]);

describe('GET /api/accounts/cashier/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/accounts/cashier/')).statusCode).toBe(401);
  });

  it('lists the cashiers with hasPin, never a PIN or its hash', async () => {
    const res = await staff.get('/api/accounts/cashier/');
    expect(res.json()).toEqual([
      {
        id: expect.any(String),
        username: 'Alex',
        colour: '#43a047',
        has_pin: false,
        has_edit_permission: false,
        is_manager: false,
      },
      {
        id: expect.any(String),
        username: 'Sam',
        colour: '#1e88e5',
        has_pin: true,
        has_edit_permission: true,
        is_manager: true,
      },
    ]);
    expect(res.body).not.toMatch(/1234|argon|pin_hash|"pin"/);
  });
});

describe('POST /api/accounts/cashier/', () => {
  it('imposes no rules (001 §5): blank name, PIN and colour get defaults', async () => {
    const count = (await owner.get('/api/accounts/cashier/')).json().length as number;
    const res = await owner.post('/api/accounts/cashier/', { username: '  ', pin: '', colour: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: `Cashier ${count + 1}`,
      colour: '#9e9e9e',
      has_pin: false,
    });
    const oneDigit = await owner.post('/api/accounts/cashier/', { username: 'Pat', pin: '7' });
    expect(oneDigit.statusCode).toBe(201);
    expect(oneDigit.json().has_pin).toBe(true);
  });

  it('refuses, on its field, only what the till could not draw or type', async () => {
    const res = await owner.post('/api/accounts/cashier/', {
      username: 'x'.repeat(65),
      pin: '12a4',
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['Keep the name under 64 characters.'],
      pin: ['A PIN is up to 8 digits, and digits only.'],
      colour: ['Incorrect Hex Colour Format'],
    });
  });

  it('creates a cashier whose PIN works but never comes back, and audits it', async () => {
    const res = await owner.post('/api/accounts/cashier/', {
      username: 'Robin',
      pin: '9876',
      colour: '#ff0000',
    });
    expect(res.statusCode).toBe(201);
    const robin = res.json();
    expect(robin).toEqual({
      id: expect.any(String),
      username: 'Robin',
      colour: '#ff0000',
      has_pin: true,
      has_edit_permission: false,
      is_manager: false,
    });
    expect(res.body).not.toContain('9876');
    const login = await staff.post(`/api/accounts/cashier/${robin.id}/login/`, { pin: '9876' });
    expect(login.json()).toEqual({ cashier: robin });
    expect(await auditFor(robin.id)).toEqual([
      ['cashier.create', { hasPin: true, hasEditPermission: false, isManager: false }],
    ]);
  });
});

describe('PATCH /api/accounts/cashier/{id}/', () => {
  it('changes, then removes, the PIN, and grants permission, auditing each', async () => {
    const kim = (await owner.post('/api/accounts/cashier/', { username: 'Kim' })).json();
    expect(kim).toMatchObject({ colour: '#9e9e9e', has_pin: false });
    const path = `/api/accounts/cashier/${kim.id}/`;
    expect((await owner.patch(path, { pin: '4321' })).json().has_pin).toBe(true);
    expect((await staff.post(`${path}login/`, { pin: '1111' })).statusCode).toBe(400);
    expect((await staff.post(`${path}login/`, { pin: '4321' })).statusCode).toBe(200);
    expect((await owner.patch(path, { username: 'Kimberly' })).json().username).toBe('Kimberly');
    expect(
      (await owner.patch(path, { has_edit_permission: true })).json().has_edit_permission,
    ).toBe(true);
    expect((await owner.patch(path, { pin: null })).json().has_pin).toBe(false);
    expect((await owner.patch(path, { is_manager: true })).json().is_manager).toBe(true);
    expect(await auditFor(kim.id)).toEqual([
      ['cashier.create', { hasPin: false, hasEditPermission: false, isManager: false }],
      ['cashier.pin_change', { hasPin: true }],
      ['cashier.permission_change', { hasEditPermission: true, isManager: false }],
      ['cashier.pin_change', { hasPin: false }],
      ['cashier.permission_change', { hasEditPermission: true, isManager: true }],
    ]);
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain('4321');
  });

  it('removes the PIN when sent empty, so the cashier signs in with one tap', async () => {
    const jo = (await owner.post('/api/accounts/cashier/', { username: 'Jo', pin: '2468' })).json();
    const path = `/api/accounts/cashier/${jo.id}/`;
    expect((await staff.post(`${path}login/`, {})).statusCode).toBe(400);
    const res = await owner.patch(path, { pin: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().has_pin).toBe(false);
    const login = await staff.post(`${path}login/`, {});
    expect(login.statusCode).toBe(200);
    expect(login.json().cashier.username).toBe('Jo');
  });

  it('keeps the name when it is sent blank, and resets a blank colour', async () => {
    const ash = (
      await owner.post('/api/accounts/cashier/', { username: 'Ash', colour: '#ff0000' })
    ).json();
    const res = await owner.patch(`/api/accounts/cashier/${ash.id}/`, { username: '', colour: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Ash', colour: '#9e9e9e' });
  });

  it('answers an unknown id with 404', async () => {
    const res = await owner.patch(`/api/accounts/cashier/${crypto.randomUUID()}/`, {
      username: 'x',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Cashier not found.' });
  });
});

describe('DELETE /api/accounts/cashier/{id}/', () => {
  it('removes the cashier from the list and signs them out of every till', async () => {
    const lee = (await owner.post('/api/accounts/cashier/', { username: 'Lee' })).json();
    await staff.post(`/api/accounts/cashier/${lee.id}/login/`, {});
    expect((await staff.get('/api/accounts/cashier/current/')).json().cashier.username).toBe('Lee');
    expect((await owner.delete(`/api/accounts/cashier/${lee.id}/`)).statusCode).toBe(204);
    const names = (await staff.get('/api/accounts/cashier/'))
      .json()
      .map((c: { username: string }) => c.username);
    expect(names).not.toContain('Lee');
    expect((await staff.get('/api/accounts/cashier/current/')).json()).toEqual({ cashier: null });
    expect((await staff.post(`/api/accounts/cashier/${lee.id}/login/`, {})).statusCode).toBe(404);
    expect((await owner.delete(`/api/accounts/cashier/${lee.id}/`)).statusCode).toBe(404);
  });
});

describe('managers (issue 16)', () => {
  it('lets only a manager make a manager or change a manager’s PIN, naming the field', async () => {
    const editor = (
      await owner.post('/api/accounts/cashier/', { username: 'Morgan', has_edit_permission: true })
    ).json();
    // Morgan may edit, but is no manager: not of himself, and not of Sam's PIN.
    const morgan = await tillSession(t.app, 'staff@example.com', { username: 'Morgan' });
    const self = await morgan.patch(`/api/accounts/cashier/${editor.id}/`, { is_manager: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ is_manager: [MANAGER_GRANT_MESSAGES.isManager] });
    const samId = await cashierIdOf(owner, 'Sam');
    const pin = await morgan.patch(`/api/accounts/cashier/${samId}/`, { pin: '0000' });
    expect(pin.json()).toEqual({ pin: [MANAGER_GRANT_MESSAGES.pin] });
    const made = await morgan.post('/api/accounts/cashier/', { username: 'Kit', is_manager: true });
    expect(made.json()).toEqual({ is_manager: [MANAGER_GRANT_MESSAGES.isManager] });
    // Morgan can still edit the rest of a manager, and Sam (a manager) can make Morgan one.
    expect(
      (await morgan.patch(`/api/accounts/cashier/${samId}/`, { colour: '#1e88e5' })).statusCode,
    ).toBe(200);
    const granted = await owner.patch(`/api/accounts/cashier/${editor.id}/`, { is_manager: true });
    expect(granted.json().is_manager).toBe(true);
  });
});
