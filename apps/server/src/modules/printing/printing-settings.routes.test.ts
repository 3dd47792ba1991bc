import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRINTER_ADDRESS_MESSAGE } from '@opentill/contract/printing/printers.schemas';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import { auditLog, printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import {
  addPrinter,
  addStation,
  printerBody,
  registerTill,
  type WirePrinter,
} from '@/testing/printing-fixtures.js';
import { settingsOutsiders } from '@/testing/settings-callers.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Printers (issue 17): an owner adds, edits and deletes printers, and prints a
// test page; nobody else may, and no merchant reaches another's printers or tills.
// Stations, routes and tills are in print-stations.routes.test.ts.

let t: TestApp;
let owner: ApiClient;
let harbour: ApiClient;
let harbourPrinter: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
  harbourPrinter = await addPrinter(harbour, 'Harbour Kitchen');
}, 60_000);
afterAll(() => t.close());

const post = (body: unknown, api = owner) => api.post('/api/printing/printers/', body);
const settings = async () => {
  const res = await owner.get('/api/printing/');
  expect(res.statusCode).toBe(200);
  return res.json() as { printers: WirePrinter[]; stations: unknown[]; tills: unknown[] };
};

describe('printing/printers/', () => {
  it('requires authentication, and an owner to change anything', async () => {
    expect((await post(printerBody('Kitchen'), new ApiClient(t.app))).statusCode).toBe(401);
    for (const [who, api] of await settingsOutsiders(t)) {
      expect([who, (await post(printerBody('Kitchen'), api)).statusCode]).toEqual([who, 403]);
      expect([who, (await api.get('/api/printing/')).statusCode]).toEqual([who, 403]);
    }
    expect((await settings()).printers.map((printer) => printer.name)).not.toContain('Kitchen');
  });

  it('adds a printer, lists it, edits it and deletes it, each audited', async () => {
    const added = await addPrinter(owner, 'Front counter', { address: ' 10.0.0.7 ' });
    expect(added).toMatchObject({
      name: 'Front counter',
      connection: 'network',
      address: '10.0.0.7',
      columns: 48,
      code_page: 'cp858',
      device_id: null,
      health: 'unknown',
      checked_at: null,
    });
    expect((await settings()).printers).toContainEqual(added);
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const seenByTill = (await staff.get('/api/printing/printers/')).json().results;
    expect(seenByTill).toContainEqual(added);

    const edited = await owner.put(
      `/api/printing/printers/${added.id}/`,
      printerBody('Counter', { address: '10.0.0.8:9101', columns: 32, code_page: 'cp437' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: added.id, name: 'Counter', columns: 32 });
    expect((await settings()).printers).toContainEqual(edited.json());

    expect((await owner.delete(`/api/printing/printers/${added.id}/`)).statusCode).toBe(204);
    expect((await settings()).printers.map((printer) => printer.id)).not.toContain(added.id);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, added.id))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual([
      'printing.printer_added',
      'printing.printer_changed',
      'printing.printer_deleted',
    ]);
  });

  it('refuses a network printer without an address, with the sentence the form shows', async () => {
    for (const address of [undefined, '', 'not an address!', '10.0.0.1:70000']) {
      const res = await post(printerBody('Kitchen', { address }));
      expect([address, res.statusCode]).toEqual([address, 400]);
      expect(res.json()).toEqual({ address: [PRINTER_ADDRESS_MESSAGE] });
    }
  });

  it('refuses a bad paper width or code page, and a device printer without its device', async () => {
    const columns = await post(printerBody('Kitchen', { columns: 50 }));
    expect(columns.statusCode).toBe(400);
    expect(columns.json()).toEqual({ columns: ['Choose the paper width.'] });
    const codePage = await post(printerBody('Kitchen', { code_page: 'utf8' }));
    expect(codePage.json()).toEqual({ code_page: ['Choose the code page.'] });
    const device = await post(printerBody('Terminal', { connection: 'device', address: '' }));
    expect(device.statusCode).toBe(400);
    expect(device.json()).toEqual({
      device_id: ['Choose the till or terminal the printer is plugged into.'],
    });
  });

  it('serves a device printer only from one of the merchant’s own tills', async () => {
    const harbourTill = await registerTill(harbour);
    const theirs = await post(
      printerBody('Terminal', { connection: 'device', address: '', device_id: harbourTill.id }),
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ device_id: [m.notYourTill] });

    const till = await registerTill(owner);
    const mine = await addPrinter(owner, 'Terminal', {
      connection: 'device',
      address: '',
      device_id: till.id,
    });
    expect(mine).toMatchObject({ connection: 'device', address: '', device_id: till.id });
  });

  it('answers 404 for another merchant’s printer, and leaves it as it was', async () => {
    const path = `/api/printing/printers/${harbourPrinter.id}/`;
    const edit = await owner.put(path, printerBody('Mine now'));
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ detail: m.notYourPrinter });
    expect((await owner.delete(path)).statusCode).toBe(404);
    expect((await owner.post(`${path}test/`)).statusCode).toBe(404);
    const listed = (await harbour.get('/api/printing/')).json().printers as WirePrinter[];
    expect(listed).toContainEqual(harbourPrinter);
  });

  it('refuses to delete a printer a station or a till prints on', async () => {
    const kitchen = await addPrinter(owner, 'Pass');
    const spare = await addPrinter(owner, 'Spare');
    const station = await addStation(owner, {
      name: 'Grill',
      kind: 'kitchen',
      printer_id: kitchen.id,
    });
    const byStation = await owner.delete(`/api/printing/printers/${kitchen.id}/`);
    expect(byStation.statusCode).toBe(409);
    expect(byStation.json()).toEqual({ detail: m.printerInUse('station') });
    const moved = await owner.put(`/api/printing/stations/${station.id}/`, {
      name: 'Grill',
      kind: 'kitchen',
      printer_id: spare.id,
    });
    expect(moved.statusCode).toBe(200);

    const till = await registerTill(owner);
    const set = await owner.put(`/api/printing/tills/${till.id}/`, {
      receipt_printer_id: kitchen.id,
      open_drawer_on_cash: false,
    });
    expect(set.statusCode).toBe(200);
    const byTill = await owner.delete(`/api/printing/printers/${kitchen.id}/`);
    expect(byTill.statusCode).toBe(409);
    expect(byTill.json()).toEqual({ detail: m.printerInUse('till') });
    await owner.put(`/api/printing/tills/${till.id}/`, {
      receipt_printer_id: null,
      open_drawer_on_cash: false,
    });
    expect((await owner.delete(`/api/printing/printers/${kitchen.id}/`)).statusCode).toBe(204);
  });
});

describe('POST printing/printers/{id}/test/', () => {
  it('queues a test page on that printer, for an owner only', async () => {
    const printer = await addPrinter(owner, 'Bar');
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const path = `/api/printing/printers/${printer.id}/test/`;
    expect((await staff.post(path)).statusCode).toBe(403);
    const res = await owner.post(path);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'test',
      status: 'queued',
      order_id: null,
      printer_id: printer.id,
      printer_name: 'Bar',
    });
    const rows = await t.db.select().from(printJobs).where(eq(printJobs.printerId, printer.id));
    expect(rows.map((row) => [row.id, row.kind, row.payload.type])).toEqual([
      [res.json().id, 'test', 'document'],
    ]);
  });
});
