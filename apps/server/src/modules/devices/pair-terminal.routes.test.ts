import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { loginTerminal, terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

const NEW_SERIAL = 'PAX-A920-0042';
const NEW_UUID = 'a8f0c3d2-1b4e-4c6f-9d7a-2e5b8c1f0a93';

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const pair = (api: ApiClient, serial: string, body: Record<string, unknown>) =>
  api.post(`/api/pair/${serial}/`, body);

describe('POST /api/pair/{serial}/', () => {
  it('requires authentication', async () => {
    const res = await pair(new ApiClient(t.app), NEW_SERIAL, { device_uuid: NEW_UUID });
    expect(res.statusCode).toBe(401);
  });

  it('is for an owner or superadmin only', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
    const terminal = await terminalSession(t.app);
    for (const api of [staff, manager, terminal]) {
      const res = await pair(api, NEW_SERIAL, { device_uuid: NEW_UUID, confirmed: true });
      expect(res.statusCode).toBe(403);
    }
  });

  it('previews without pairing', async () => {
    const res = await pair(owner, NEW_SERIAL, { device_uuid: NEW_UUID, pax_merchant_id: 'M-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paired: false, already_paired: false, device: null });
    expect((await loginTerminal(new ApiClient(t.app), { deviceUuid: NEW_UUID })).statusCode).toBe(
      401,
    );
  });

  it('says when the terminal is paired, and when under another device id', async () => {
    const same = await pair(owner, CORNER_CAFE.terminalSerialNumber, {
      device_uuid: CORNER_CAFE.terminalDeviceUuid,
    });
    expect(same.json()).toMatchObject({ paired: true, already_paired: false });
    const other = await pair(owner, CORNER_CAFE.terminalSerialNumber, { device_uuid: NEW_UUID });
    expect(other.json()).toMatchObject({
      paired: false,
      already_paired: true,
      device: { serial_number: CORNER_CAFE.terminalSerialNumber },
    });
  });

  it('refuses a device id another device of the merchant holds', async () => {
    const res = await pair(owner, NEW_SERIAL, {
      device_uuid: CORNER_CAFE.kitchenScreenUuid,
      confirmed: true,
    });
    expect(res.statusCode).toBe(409);
  });

  it('pairs a new terminal, which can then log in, and audits it', async () => {
    const res = await pair(owner, NEW_SERIAL, {
      device_uuid: NEW_UUID,
      pax_merchant_id: 'M-1',
      confirmed: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      paired: true,
      already_paired: false,
      device: { kind: 'terminal', serial_number: NEW_SERIAL },
    });
    const login = await loginTerminal(new ApiClient(t.app), { deviceUuid: NEW_UUID });
    expect(login.json().device.serial_number).toBe(NEW_SERIAL);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.device.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'terminal.paired' })]);
  });

  it('re-pairs under a new device id: the old install is signed out and refused', async () => {
    const oldInstall = await terminalSession(t.app, { deviceUuid: NEW_UUID });
    const newUuid = 'c1d2e3f4-0a1b-4c2d-8e3f-4a5b6c7d8e9f';
    const res = await pair(owner, NEW_SERIAL, { device_uuid: newUuid, confirmed: true });
    expect(res.json()).toMatchObject({ paired: true, already_paired: true });
    expect((await oldInstall.get('/api/whoami/')).json().logged_in).toBe(false);
    expect((await loginTerminal(new ApiClient(t.app), { deviceUuid: NEW_UUID })).statusCode).toBe(
      401,
    );
    expect((await loginTerminal(new ApiClient(t.app), { deviceUuid: newUuid })).statusCode).toBe(
      200,
    );
  });

  it('refuses an owner naming another merchant in X-DT-SCHEMA', async () => {
    const res = await owner.post(
      `/api/pair/${NEW_SERIAL}/`,
      { device_uuid: NEW_UUID },
      { 'x-dt-schema': HARBOUR_FISH.identifier },
    );
    expect(res.statusCode).toBe(403);
  });

  it('moves the terminal when another merchant pairs the same device', async () => {
    const cafeTerminal = await terminalSession(t.app);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const res = await pair(harbour, CORNER_CAFE.terminalSerialNumber, {
      device_uuid: CORNER_CAFE.terminalDeviceUuid,
      confirmed: true,
    });
    expect(res.json()).toMatchObject({ paired: true, already_paired: false });
    expect((await cafeTerminal.get('/api/whoami/')).json().logged_in).toBe(false);
    expect((await loginTerminal(new ApiClient(t.app))).statusCode).toBe(401);
    const atHarbour = await loginTerminal(new ApiClient(t.app), {
      merchant: HARBOUR_FISH.identifier,
    });
    expect(atHarbour.json().client.identifier).toBe(HARBOUR_FISH.identifier);
    // Corner Café sees that its terminal left, not who took it.
    const left = await t.db.select().from(auditLog).where(eq(auditLog.action, 'terminal.unpaired'));
    expect(left).toEqual([expect.objectContaining({ actorUserId: null })]);
  });
});
