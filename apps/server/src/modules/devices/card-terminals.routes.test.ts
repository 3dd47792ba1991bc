import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, devices, sessions } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { createSession } from '@/modules/session/session.service.js';
import { ApiClient } from '@/testing/api-client.js';
import { kitchenScreen, terminalSession } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The Devices page's card terminals (issue 14): listed by serial number, name and address;
// paired with POST pair/{serial}/ (pair-terminal.routes.test.ts); unpaired here.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

const URL = '/api/devices/terminals/';
type Listing = { id: string; serial_number: string; name: string; address: string | null };

const add = async (body: Record<string, unknown>, api = owner) => {
  const res = await api.post(URL, body);
  expect(res.statusCode).toBe(201);
  return res.json() as Listing;
};
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .then((rows) => rows.map((row) => row.action));

describe('GET devices/terminals/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(URL)).statusCode).toBe(401);
  });

  it('is read by every till (staff too, to choose a terminal), never by a kitchen screen', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const terminal = await terminalSession(t.app, t.db);
    for (const caller of [owner, staff, terminal]) {
      const res = await caller.get(URL);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual({
        id: expect.any(String),
        serial_number: CORNER_CAFE.terminalSerialNumber,
        name: 'Counter terminal',
        address: '127.0.0.1:8443',
        paired_at: expect.any(String),
      });
    }
    expect((await kitchenScreen(t.app).get(URL)).statusCode).toBe(403);
  });

  it('never lists another merchant’s terminals', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const listed = (await harbour.get(URL)).json() as Listing[];
    expect(listed.map((row) => row.serial_number)).not.toContain(CORNER_CAFE.terminalSerialNumber);
  });
});

describe('POST devices/terminals/', () => {
  it('requires authentication, and is the owner’s only', async () => {
    const body = { serial_number: 'X-1', name: 'Bar', address: '10.0.0.2:8443' };
    expect((await new ApiClient(t.app).post(URL, body)).statusCode).toBe(401);
    for (const caller of [
      await tillSession(t.app, CORNER_CAFE.staffEmail),
      await tillSession(t.app, CORNER_CAFE.managerEmail),
      await terminalSession(t.app, t.db),
      kitchenScreen(t.app),
    ])
      expect((await caller.post(URL, body)).statusCode).toBe(403);
  });

  it('refuses a missing or malformed field with a sentence on it', async () => {
    const res = await owner.post(URL, { serial_number: ' ', name: '', address: 'terminal' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      serial_number: ['Enter the serial number.'],
      name: ['Enter a name for the terminal.'],
      address: ['Enter the address as host:port, for example 192.168.1.40:8443.'],
    });
    for (const address of ['10.0.0.2:0', '10.0.0.2:70000', '10.0.0.2:8443/path', 'ftp://a:1'])
      expect(
        (await owner.post(URL, { serial_number: 'S', name: 'N', address })).json(),
      ).toMatchObject({ address: [expect.stringContaining('host:port')] });
  });

  it('lists a terminal, not yet paired, and audits it', async () => {
    const added = await add({
      serial_number: ' PAX-BAR-1 ',
      name: 'Bar terminal',
      address: '192.168.1.41:8443',
    });
    expect(added).toEqual({
      id: expect.any(String),
      serial_number: 'PAX-BAR-1',
      name: 'Bar terminal',
      address: '192.168.1.41:8443',
      paired_at: null,
    });
    expect(await auditOf(added.id)).toEqual(['terminal.added']);
    // An http:// address (a simulator on the bench) and a host name are kept as typed.
    const sim = await add({ serial_number: 'SIM', name: 'Sim', address: 'http://localhost:8191' });
    expect(sim.address).toBe('http://localhost:8191');
  });

  it('refuses a serial number already on the list, on its field', async () => {
    const res = await owner.post(URL, {
      serial_number: CORNER_CAFE.terminalSerialNumber,
      name: 'Again',
      address: '10.0.0.9:8443',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ serial_number: ['This terminal is already on the list.'] });
  });

  it('lets another merchant list the same serial number as its own row', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const added = await add(
      { serial_number: CORNER_CAFE.terminalSerialNumber, name: 'Fryer', address: '10.1.1.1:8443' },
      harbour,
    );
    expect(added.name).toBe('Fryer');
    const cafe = (await owner.get(URL)).json() as Listing[];
    expect(cafe.find((row) => row.serial_number === CORNER_CAFE.terminalSerialNumber)?.name).toBe(
      'Counter terminal',
    );
  });
});

describe('PATCH devices/terminals/{id}/', () => {
  it('renames and readdresses, audited; refuses staff, bad input and another merchant', async () => {
    const added = await add({ serial_number: 'PAX-EDIT', name: 'Old', address: '10.0.0.3:8443' });
    const url = `${URL}${added.id}/`;
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect((await staff.patch(url, { name: 'New' })).statusCode).toBe(403);
    expect((await owner.patch(url, { address: 'nowhere' })).json()).toEqual({
      address: ['Enter the address as host:port, for example 192.168.1.40:8443.'],
    });
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.patch(url, { name: 'Mine' })).statusCode).toBe(404);

    const res = await owner.patch(url, { name: 'Window', address: '10.0.0.4:8443' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Window', address: '10.0.0.4:8443' });
    expect(await auditOf(added.id)).toEqual(['terminal.added', 'terminal.updated']);
  });
});

describe('POST devices/terminals/{id}/unpair/', () => {
  const pairHere = async (serial: string, deviceUuid: string) => {
    const res = await owner.post(`/api/pair/${serial}/`, {
      device_uuid: deviceUuid,
      confirmed: true,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { device: { id: string } };
  };

  it('ends the paired device’s sessions at once, keeps the terminal listed, and audits it', async () => {
    const added = await add({ serial_number: 'PAX-UNPAIR', name: 'Till 2', address: '10.0.0.5:1' });
    await pairHere('PAX-UNPAIR', 'b8a4b0f2-94f0-4d25-9a2b-5b5a0d3b6a11');
    // Someone is logged in on that device as the terminal.
    const [row] = await t.db.select().from(devices).where(eq(devices.id, added.id));
    if (!row) throw new Error('no row');
    const { token } = await createSession(t.db, { clientId: row.clientId, deviceId: row.id });
    const device = new ApiClient(t.app, { cookie: `sessionid=${token}` });
    expect((await device.get('/api/session/')).json()).toMatchObject({ device: { id: row.id } });

    const url = `${URL}${added.id}/unpair/`;
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    expect((await staff.post(url, {})).statusCode).toBe(403);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.post(url, {})).statusCode).toBe(404);

    const res = await owner.post(url, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ serial_number: 'PAX-UNPAIR', paired_at: null });
    const left = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.clientId, row.clientId), eq(sessions.deviceId, row.id)));
    expect(left).toEqual([]);
    expect((await device.get('/api/session/')).json()).toMatchObject({ device: null });
    const [after] = await t.db.select().from(devices).where(eq(devices.id, added.id));
    expect(after).toMatchObject({ deviceUuid: null, pairedAt: null, address: '10.0.0.5:1' });
    expect(await auditOf(added.id)).toEqual([
      'terminal.added',
      'terminal.paired',
      'terminal.unpaired',
    ]);
    // Once is enough: it is no longer paired.
    expect((await owner.post(url, {})).json()).toEqual({ detail: 'This terminal is not paired.' });
  });

  it('answers 404 for an id that is not a terminal of the merchant', async () => {
    const [screen] = await t.db
      .select()
      .from(devices)
      .where(eq(devices.deviceUuid, CORNER_CAFE.kitchenScreenUuid));
    if (!screen) throw new Error('no demo screen');
    expect((await owner.post(`${URL}${screen.id}/unpair/`, {})).statusCode).toBe(404);
    expect((await owner.post(`${URL}not-an-id/unpair/`, {})).statusCode).toBe(400);
  });
});
