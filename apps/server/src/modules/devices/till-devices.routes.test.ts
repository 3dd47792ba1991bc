import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offlineMessages as om } from '@opentill/contract/orders/offline-messages';
import { devices } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import {
  inStore,
  kitchenScreen,
  loadCatalogue,
  terminalSession,
} from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Till devices (issue 15): a browser till registers the UUID it keeps, and gets a number
// shared with the merchant's terminals, for the tickets of the sales it makes offline.

let t: TestApp;
let cafe: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail);
});
afterAll(() => t.close());

const register = (deviceUuid: unknown, api = cafe) =>
  api.post('/api/devices/tills/', { device_uuid: deviceUuid });

describe('POST devices/tills/', () => {
  it('requires authentication, and a till rather than a kitchen screen', async () => {
    expect((await register(randomUUID(), new ApiClient(t.app))).statusCode).toBe(401);
    expect((await register(randomUUID(), kitchenScreen(t.app))).statusCode).toBe(403);
  });

  it('refuses an id that is not a UUID with a sentence', async () => {
    const res = await register('not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ device_uuid: ['The till id must be a UUID.'] });
  });

  it('numbers tills and terminals in turn, and answers the same till for the same UUID', async () => {
    const first = randomUUID();
    const a = await register(first);
    expect(a.statusCode).toBe(200);
    const till = a.json() as { id: string; number: number; name: string };
    expect(till.name).toBe(`Till ${till.number}`);
    expect((await register(first)).json()).toEqual(till);

    const b = (await register(randomUUID())).json() as { number: number };
    expect(b.number).toBe(till.number + 1);
    // The demo's card terminal had no number: it gets the next one on first use, and keeps it.
    const terminal = await terminalSession(t.app, t.db);
    const own = (await register(randomUUID(), terminal)).json() as { id: string; number: number };
    expect(own.number).toBe(b.number + 1);
    const [row] = await t.db.select().from(devices).where(eq(devices.id, own.id));
    expect(row).toMatchObject({ kind: 'terminal', deviceUuid: CORNER_CAFE.terminalDeviceUuid });
    expect((await register(randomUUID(), terminal)).json()).toMatchObject({ number: own.number });
  });

  it('gives another merchant its own till and numbering for the same UUID', async () => {
    const shared = randomUUID();
    const mine = (await register(shared)).json() as { id: string };
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    const theirs = (await register(shared, harbour)).json() as { id: string; number: number };
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.number).toBe(1);
  });

  it('refuses the UUID of a kitchen screen', async () => {
    const res = await register(CORNER_CAFE.kitchenScreenUuid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ device_uuid: [om.deviceUuidTaken] });
  });

  it('answers the highest sale number the device has sent, for a till whose counter was lost', async () => {
    const uuid = randomUUID();
    const till = (await register(uuid)).json() as { id: string; last_seq: number };
    expect(till.last_seq).toBe(0);
    const menu = await loadCatalogue(cafe);
    for (const seq of [3, 9]) {
      const id = randomUUID();
      const body = inStore([menu.line('Cheese Toastie')], {
        id,
        device_id: till.id,
        device_seq: seq,
      });
      expect((await cafe.post('/api/orders/orders/', body)).statusCode).toBe(201);
    }
    expect((await register(uuid)).json()).toMatchObject({ id: till.id, last_seq: 9 });
    // Another till's sales are its own.
    expect((await register(randomUUID())).json()).toMatchObject({ last_seq: 0 });
  });

  it('numbers tills registering at once without repeating a number', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(randomUUID())));
    const numbers = answers.map((res) => (res.json() as { number: number }).number);
    expect(new Set(numbers).size).toBe(6);
  });
});

describe('GET orders/catalogue-version/', () => {
  it('goes up with each catalogue write, and only for that merchant', async () => {
    const version = async (api = cafe) =>
      ((await api.get('/api/orders/catalogue-version/')).json() as { catalogue_version: number })
        .catalogue_version;
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    const before = await version();
    const theirs = await version(harbour);
    const sam = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Sam', pin: '1234' });
    const res = await sam.post('/api/orders/categories/', { name: 'Specials' });
    expect(res.statusCode).toBe(201);
    expect(await version()).toBe(before + 1);
    expect(await version(harbour)).toBe(theirs);
    expect((await new ApiClient(t.app).get('/api/orders/catalogue-version/')).statusCode).toBe(401);
  });
});
