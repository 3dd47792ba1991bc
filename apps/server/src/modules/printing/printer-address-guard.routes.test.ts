import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addPrinter,
  printerBody,
  registerTill,
  type WirePrinter,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Printers (issue 17 hardening): the server connects to a network printer's
// address for its badge and its jobs, so an address that is the server itself (loopback,
// link-local such as the cloud's metadata service, unspecified) is refused with a sentence
// on the address field, unless PRINTERS_ON_LOOPBACK=allow lets loopback simulators in.

const SERVER_OWN = [
  '127.0.0.1:9100',
  '127.8.8.8',
  '[::1]:9100',
  'localhost:9100',
  'LOCALHOST.',
  '169.254.169.254:80',
  '[fe80::1]:9100',
  '0.0.0.0:9100',
];

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp([], { PRINTERS_ON_LOOPBACK: 'refuse' });
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
}, 60_000);
afterAll(() => t.close());

const listed = async (api = owner) => {
  const res = await api.get('/api/printing/');
  expect(res.statusCode).toBe(200);
  return (res.json() as { printers: WirePrinter[] }).printers;
};

describe('printing/printers/ refuses the server’s own address', () => {
  it('refuses to add a network printer on loopback, link-local or unspecified, saving nothing', async () => {
    const before = await listed();
    for (const address of SERVER_OWN) {
      const res = await owner.post('/api/printing/printers/', printerBody('Sneaky', { address }));
      expect([address, res.statusCode]).toEqual([address, 400]);
      expect([address, res.json()]).toEqual([address, { address: [m.serverOwnAddress] }]);
    }
    const after = await listed();
    expect(after).toEqual(before);
    expect(after.map((printer) => printer.name)).not.toContain('Sneaky');
  });

  it('adds printers on the LAN, by address or by name', async () => {
    for (const address of ['192.168.1.50:9100', '10.0.0.7', 'kitchen-printer.local:9100']) {
      const added = await addPrinter(owner, `LAN ${address}`, { address });
      expect(added).toMatchObject({ connection: 'network', address });
      expect(await listed()).toContainEqual(added);
    }
  });

  it('refuses to move a printer onto loopback, and keeps its old address', async () => {
    const printer = await addPrinter(owner, 'Bar', { address: '192.168.1.60:9100' });
    for (const address of ['127.0.0.1:9100', 'localhost']) {
      const res = await owner.put(
        `/api/printing/printers/${printer.id}/`,
        printerBody('Bar', { address }),
      );
      expect([address, res.statusCode]).toEqual([address, 400]);
      expect(res.json()).toEqual({ address: [m.serverOwnAddress] });
    }
    expect(await listed()).toContainEqual(printer);
  });

  it('leaves a printer a till serves alone: the till connects to it, not the server', async () => {
    const till = await registerTill(owner);
    const served = await addPrinter(owner, 'Till USB', {
      connection: 'device',
      address: '127.0.0.1:9100',
      device_id: till.id,
    });
    expect(served).toMatchObject({ connection: 'device', address: '127.0.0.1:9100' });
  });
});

describe('PRINTERS_ON_LOOPBACK=allow', () => {
  let dev: TestApp;
  let devOwner: ApiClient;
  beforeAll(async () => {
    dev = await createTestApp([], { PRINTERS_ON_LOOPBACK: 'allow' });
    devOwner = await tillSession(dev.app, CORNER_CAFE.ownerEmail);
  }, 60_000);
  afterAll(() => dev.close());

  it('adds and moves a printer on loopback, as the simulators listen there', async () => {
    const sim = await addPrinter(devOwner, 'Simulator', { address: '127.0.0.1:9100' });
    expect(sim).toMatchObject({ address: '127.0.0.1:9100' });
    const moved = await devOwner.put(
      `/api/printing/printers/${sim.id}/`,
      printerBody('Simulator', { address: 'localhost:9101' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: sim.id, address: 'localhost:9101' });
  });

  it('still refuses link-local and unspecified addresses', async () => {
    for (const address of ['169.254.169.254:80', '[fe80::1]:9100', '0.0.0.0:9100']) {
      const res = await devOwner.post(
        '/api/printing/printers/',
        printerBody('Sneaky', { address }),
      );
      expect([address, res.statusCode]).toEqual([address, 400]);
      expect(res.json()).toEqual({ address: [m.serverOwnAddress] });
    }
    expect((await listed(devOwner)).map((printer) => printer.name)).not.toContain('Sneaky');
  });
});
