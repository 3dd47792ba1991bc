import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_EMPTY_MESSAGE } from '@opentill/contract/orders/customer.schemas';
import { auditLog } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, kitchenScreen, loadCatalogue } from '@/testing/order-fixtures.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Customers, full create, read, update and delete (000 §7), one merchant's only.

let t: TestApp;
let staff: ApiClient;
let harbour: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
  harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
});
afterAll(() => t.close());

const create = async (body: Record<string, unknown>, api = staff) => {
  const res = await api.post('/api/orders/customers/', body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string };
};
const list = (query: string, api = staff) => api.get(`/api/orders/customers/?${query}`);

describe('POST /api/orders/customers/', () => {
  it('requires authentication, and refuses a kitchen screen', async () => {
    const body = { name: 'Ann Anon' };
    expect((await new ApiClient(t.app).post('/api/orders/customers/', body)).statusCode).toBe(401);
    expect((await kitchenScreen(t.app).post('/api/orders/customers/', body)).statusCode).toBe(403);
  });

  it('creates a customer, postcode in capitals, and the terminal may too', async () => {
    const res = await staff.post('/api/orders/customers/', {
      name: 'Priya Patel',
      phone: '07700 900555',
      email: 'priya@example.com',
      address: '2 Mill Lane',
      postcode: 'sw1a 1aa',
      over_18: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Priya Patel',
      phone: '07700 900555',
      email: 'priya@example.com',
      address: '2 Mill Lane',
      postcode: 'SW1A 1AA',
      over_18: true,
    });
    const byTerminal = await (
      await terminalSession(t.app)
    ).post('/api/orders/customers/', {
      email: 'walkin@example.com',
    });
    expect(byTerminal.statusCode).toBe(201);
  });

  it('refuses bad details on their fields, and a customer with nothing to know them by', async () => {
    const bad = await staff.post('/api/orders/customers/', {
      name: 'X',
      email: 'nope',
      phone: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      email: ['Enter a valid email address.'],
      phone: [expect.any(String)],
    });
    const empty = await staff.post('/api/orders/customers/', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: [CUSTOMER_EMPTY_MESSAGE] });
  });
});

describe('GET /api/orders/customers/', () => {
  it('requires authentication, and refuses a kitchen screen', async () => {
    expect((await list('', new ApiClient(t.app))).statusCode).toBe(401);
    expect((await list('', kitchenScreen(t.app))).statusCode).toBe(403);
  });

  it('pages the merchant’s customers by name', async () => {
    for (const name of ['Quill Cee', 'quill Aye', 'Quill Bee']) await create({ name });
    const first = await list('search=quill&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      count: 3,
      previous: null,
      next: '/api/orders/customers/?search=quill&limit=2&page=2',
    });
    expect(first.json().results.map((c: { name: string }) => c.name)).toEqual([
      'quill Aye',
      'Quill Bee',
    ]);
    const second = await staff.get(first.json().next);
    expect(second.json().results.map((c: { name: string }) => c.name)).toEqual(['Quill Cee']);
    expect(second.json().next).toBeNull();
  });

  it('finds by phone digits however they are spaced, and by email; % is literal', async () => {
    const { id } = await create({
      name: 'Dora Digits',
      phone: '+44 7700 900 987',
      email: 'dora@shop.example',
    });
    const ids = async (q: string) =>
      ((await list(`search=${encodeURIComponent(q)}`)).json().results as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await ids('7700900987')).toEqual([id]);
    expect(await ids('DORA@SHOP')).toEqual([id]);
    expect(await ids('%')).not.toContain(id);
  });

  it('shows no other merchant’s customers', async () => {
    await create({ name: 'Harbour Only Hal' }, harbour);
    expect((await list('search=Harbour%20Only')).json().count).toBe(0);
    expect((await list('search=Harbour%20Only', harbour)).json().count).toBe(1);
  });

  it('refuses a bad page on its field', async () => {
    const res = await list('page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ page: ['Pages start at 1.'] });
  });
});

describe('PATCH /api/orders/customers/{id}/', () => {
  it('changes only the fields sent, and not another merchant’s customer', async () => {
    const { id } = await create({ name: 'Pat Ching', address: '9 Quay' });
    const url = `/api/orders/customers/${id}/`;
    expect((await new ApiClient(t.app).patch(url, { name: 'X' })).statusCode).toBe(401);
    expect((await harbour.patch(url, { name: 'Hijack' })).statusCode).toBe(404);
    const res = await staff.patch(url, { phone: '07700 900111' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Pat Ching',
      address: '9 Quay',
      phone: '07700 900111',
    });
    const bad = await staff.patch(url, { postcode: 'not a postcode' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['postcode']);
  });
});

describe('DELETE /api/orders/customers/{id}/', () => {
  it('is for the owner; the customer goes, their orders stay, and it is audited', async () => {
    const menu = await loadCatalogue(staff);
    const created = await staff.post(
      '/api/orders/orders/',
      inStore([menu.line('Flat White')], {
        customer: { name: 'Fern Forget', phone: '07700 900222' },
      }),
    );
    expect(created.statusCode).toBe(201);
    const order = created.json() as { id: string; customer: { id: string } };
    const url = `/api/orders/customers/${order.customer.id}/`;

    expect((await new ApiClient(t.app).delete(url)).statusCode).toBe(401);
    expect((await staff.delete(url)).statusCode).toBe(403);
    expect((await harbour.delete(url)).statusCode).toBe(404);
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    expect((await owner.delete(url)).statusCode).toBe(204);
    expect((await staff.get(url)).statusCode).toBe(404);
    expect((await owner.delete(url)).statusCode).toBe(404);

    const kept = await staff.get(`/api/orders/orders/${order.id}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().customer).toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'customer.deleted'), eq(auditLog.entityId, order.customer.id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toEqual(expect.any(String));
  });
});
