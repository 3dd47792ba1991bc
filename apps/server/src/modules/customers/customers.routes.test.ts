import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, customers } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let staff: ApiClient;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  const [cafe] = await t.db
    .select()
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  const [row] = await t.db
    .insert(customers)
    .values({
      clientId: cafe?.id ?? '',
      name: 'Jo Bloggs',
      address: '1 High Street',
      postcode: 'SW1A 1AA',
    })
    .returning();
  customerId = row?.id ?? '';
});
afterAll(() => t.close());

const url = () => `/api/orders/customers/${customerId}/`;

describe('GET /api/orders/customers/{id}/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get(url())).statusCode).toBe(401);
  });

  it("answers 404 for another merchant's customer, and refuses a kitchen screen", async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.get(url())).statusCode).toBe(404);
    const screen = { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` };
    expect((await new ApiClient(t.app, screen).get(url())).statusCode).toBe(403);
  });

  it('reads the customer in wire case', async () => {
    const res = await staff.get(url());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: customerId,
      name: 'Jo Bloggs',
      phone: '',
      email: '',
      address: '1 High Street',
      postcode: 'SW1A 1AA',
      over_18: false,
    });
  });
});

describe('PUT /api/orders/customers/{id}/', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).put(url(), { email: 'a@example.com' })).statusCode).toBe(
      401,
    );
  });

  it("answers 404 for another merchant's customer and leaves it alone", async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect((await harbour.put(url(), { email: 'x@example.com' })).statusCode).toBe(404);
    expect((await staff.get(url())).json()).toMatchObject({ email: '' });
  });

  it('sets only the fields sent', async () => {
    const res = await staff.put(url(), { email: 'jo@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'jo@example.com',
      name: 'Jo Bloggs',
      address: '1 High Street',
    });
    const phone = await staff.put(url(), { phone: '07700 900123', postcode: 'ec1a 1bb' });
    expect(phone.json()).toMatchObject({
      email: 'jo@example.com',
      phone: '07700 900123',
      postcode: 'EC1A 1BB',
    });
  });

  it('refuses an invalid email or phone on its field', async () => {
    const res = await staff.put(url(), { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
    expect((await staff.put(url(), { phone: 'abc' })).statusCode).toBe(400);
  });
});
