import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { placeOrder, type PlacedOrder } from '@/testing/order-list-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// GET orders/orders/ search and filters, on orders placed on days in 2022 that the
// demo's history never reaches.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let ann: PlacedOrder;
let bob: PlacedOrder;
let carol: PlacedOrder;
let walkIn: PlacedOrder;
let dee: PlacedOrder;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  const place = (row: Parameters<typeof placeOrder>[3], customer?: Record<string, string>) =>
    placeOrder(cafe, t.db, menu, row, customer ? { customer } : {});
  ann = await place(
    { createdAt: '2022-06-10T09:00:00Z', status: 'requested', deliverTo: 'collection' },
    { name: 'Annwen Smith', phone: '+44 161 496 0123', postcode: 'SW1A 1AA' },
  );
  bob = await place(
    { createdAt: '2022-06-10T12:00:00Z', status: 'ready', deliverTo: 'delivery' },
    { name: 'Bob Quillfeather', phone: '020 7946 0000', postcode: 'M1 1AE' },
  );
  // 23:30 UTC on the 10th is 00:30 on the 11th in London (summer time).
  carol = await place(
    { createdAt: '2022-06-10T23:30:00Z', status: 'fulfilled', deliverTo: 'collection' },
    { name: 'Carol Annwen', phone: '0161 496 0456', postcode: 'sw1a 2aa' },
  );
  walkIn = await place({ createdAt: '2022-06-10T15:00:00Z', status: 'ready' });
  dee = await placeOrder(
    cafe,
    t.db,
    menu,
    { createdAt: '2022-06-12T10:00:00Z', status: 'fulfilled' },
    {
      customer: { name: 'Dee Walker', email: 'Orders@Dana.example' },
      order_items: [menu.line('Croissant'), menu.line('Flat White')],
    },
  );
});
afterAll(() => t.close());

const ids = async (query: string) => {
  const res = await cafe.get(`/api/orders/orders/?${query}&limit=50`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.count).toBe(body.results.length);
  return body.results.map((o: { id: string }) => o.id);
};
const on10th = 'date=2022-06-10';

describe('GET orders/orders/ filters', () => {
  it('takes the date as the merchant’s local day', async () => {
    expect(await ids(on10th)).toEqual([walkIn.id, bob.id, ann.id]);
    expect(await ids('date=2022-06-11')).toEqual([carol.id]);
    // The same instants, for a merchant in New York: 23:30 UTC is still the 10th there.
    await t.db
      .update(clients)
      .set({ timeZone: 'America/New_York' })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    expect(await ids(on10th)).toEqual([carol.id, walkIn.id, bob.id, ann.id]);
    await t.db
      .update(clients)
      .set({ timeZone: 'Europe/London' })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
  });

  it('filters by one or more statuses, in either spelling', async () => {
    expect(await ids(`${on10th}&status=ready`)).toEqual([walkIn.id, bob.id]);
    expect(await ids(`${on10th}&status=ready&status=requested`)).toEqual([
      walkIn.id,
      bob.id,
      ann.id,
    ]);
    expect(await ids(`${on10th}&status=requested,fulfilled`)).toEqual([ann.id]);
  });

  it('filters by method, and by method and status together', async () => {
    expect(await ids('date=2022-06-11&deliver_to=collection')).toEqual([carol.id]);
    expect(await ids(`${on10th}&deliver_to=collection,delivery`)).toEqual([bob.id, ann.id]);
    expect(await ids(`${on10th}&deliver_to=delivery&status=requested`)).toEqual([]);
    expect(await ids(`${on10th}&deliver_to=in_store&status=ready`)).toEqual([walkIn.id]);
  });

  it('finds an order by its number exactly', async () => {
    expect(await ids(`search=${bob.order_number}`)).toEqual([bob.id]);
    expect(await ids(`search=${bob.order_number}&status=requested`)).toEqual([]);
  });

  it('finds orders by customer name, any case, any part', async () => {
    expect(await ids('search=annwen')).toEqual([carol.id, ann.id]);
    expect(await ids(`search=SMITH&${on10th}`)).toEqual([ann.id]);
    expect(await ids('search=100%25')).toEqual([]);
  });

  it('finds orders by phone, however it is spaced', async () => {
    expect(await ids('search=01614960123')).toEqual([ann.id]);
    expect(await ids('search=161 496 0123')).toEqual([ann.id]);
    expect(await ids('search=%2B44%20161%20496%200123')).toEqual([ann.id]);
    expect(await ids('search=4960456')).toEqual([carol.id]);
    expect(await ids('search=(020) 7946-0000')).toEqual([bob.id]);
  });

  it('finds orders by postcode, ignoring spaces and case', async () => {
    expect(await ids('search=sw1a1aa')).toEqual([ann.id]);
    expect(await ids('search=SW1A')).toEqual([carol.id, ann.id]);
    expect(await ids('search=m1 1ae')).toEqual([bob.id]);
  });

  it('finds orders by customer email, any case, any part', async () => {
    expect(await ids('search=orders@dana.EXAMPLE')).toEqual([dee.id]);
    expect(await ids('search=dana.example')).toEqual([dee.id]);
  });

  it('finds orders by a product on them, any case, any part of its name', async () => {
    expect(await ids('search=croiss&date=2022-06-12')).toEqual([dee.id]);
    expect(await ids('search=FLAT WHITE&date=2022-06-12')).toEqual([dee.id]);
    // Every 10th-of-June order is one Latte, and none holds a croissant.
    expect(await ids(`search=croissant&${on10th}`)).toEqual([]);
    expect(await ids(`search=latte&${on10th}`)).toEqual([walkIn.id, bob.id, ann.id]);
  });

  it('filters completed and cancelled orders, the statuses a shift looks back on', async () => {
    expect(await ids('status=fulfilled&date=2022-06-12')).toEqual([dee.id]);
    expect(await ids('status=cancelled&date=2022-06-12')).toEqual([]);
  });
});
