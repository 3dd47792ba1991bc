import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { orderEditMessages as e } from '@opentill/contract/orders/order-edit.schemas';
import { auditLog } from '@/db/schema/index.js';
import { ApiClient } from '@/testing/api-client.js';
import {
  inStore,
  kitchenScreen,
  loadCatalogue,
  terminalSession,
  tomorrowNoon,
  type Catalogue,
} from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// 000 §7 "PUT, PATCH, DELETE by id": staff correct an order's notes, table and
// customer after it went in; DELETE cancels an unpaid order and refuses a paid one.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let tables: { id: string; name: string }[];
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, 'staff@example.com', { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  tables = (await cafe.get('/api/orders/tables/')).json();
});
afterAll(() => t.close());

type Placed = { id: string; total_cost: number };
const place = async (body: Record<string, unknown>): Promise<Placed> => {
  const res = await cafe.post('/api/orders/orders/', body);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const atTable = (table: string) =>
  place({
    deliver_to: 'table_service',
    table,
    terms_accepted: true,
    order_items: [menu.line('Flat White')],
  });
const url = (id: string) => `/api/orders/orders/${id}/`;

describe('PATCH orders/orders/{id}/', () => {
  it('corrects the notes, and the list and detail show the new notes', async () => {
    const { id } = await place(inStore([menu.line('Croissant')], { notes: 'No lid' }));
    const res = await cafe.patch(url(id), { notes: 'Nut allergy – no pesto' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, notes: 'Nut allergy – no pesto' });
    expect((await cafe.get(url(id))).json()).toMatchObject({ notes: 'Nut allergy – no pesto' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.edited'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ fields: ['notes'] });
  });

  it('moves a table service order to another table, keeping the rest', async () => {
    const [first, second] = tables;
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    const { id } = await atTable(first?.id ?? '');
    const res = await cafe.patch(url(id), { table: second?.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ table: second?.name, deliver_to: 'table_service' });
  });

  it('adds a customer to an order that had none, then changes only the fields sent', async () => {
    const { id } = await place(inStore([menu.line('Croissant')]));
    const added = await cafe.patch(url(id), { customer: { name: 'Dee', phone: '07700 900123' } });
    expect(added.statusCode).toBe(200);
    expect(added.json().customer).toMatchObject({ name: 'Dee', phone: '07700 900123' });
    const changed = await cafe.patch(url(id), { customer: { email: 'dee@example.com' } });
    expect(changed.json().customer).toMatchObject({
      name: 'Dee',
      phone: '07700 900123',
      email: 'dee@example.com',
    });
    const removed = await cafe.patch(url(id), { customer: null });
    expect(removed.json().customer).toBeNull();
  });

  it('refuses with the field and a sentence', async () => {
    const { id } = await place(inStore([menu.line('Croissant')]));
    const cases: [unknown, Record<string, string[]>][] = [
      [{ notes: 'x'.repeat(256) }, { notes: [m.notesTooLong] }],
      [{ table: tables[0]?.id }, { table: [e.tableOnlyForEatIn] }],
      [{ table: 'not-a-table' }, { table: [m.unknownTable] }],
      [{ customer: { email: 'not an email' } }, { 'customer.email': [m.emailInvalid] }],
    ];
    for (const [body, fields] of cases) {
      const res = await cafe.patch(url(id), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fields);
    }
    // The method is not something an edit changes: nothing editable was sent.
    const empty = await cafe.patch(url(id), { deliver_to: 'delivery' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: [e.nothingToChange] });
    expect((await cafe.get(url(id))).json()).toMatchObject({ deliver_to: 'in_store' });
  });

  it('keeps a table on a table service order and an address on a home delivery', async () => {
    const { id } = await atTable(tables[0]?.id ?? '');
    const noTable = await cafe.patch(url(id), { table: null });
    expect(noTable.statusCode).toBe(400);
    expect(noTable.json()).toEqual({ table: [m.tableRequired] });
    const delivery = await place({
      deliver_to: 'home_delivery',
      terms_accepted: true,
      order_datetime_slot: tomorrowNoon(),
      customer: { name: 'Ann', address: '1 High St', postcode: 'SW1A 1AA' },
      order_items: [menu.line('Latte')],
    });
    const blanked = await cafe.patch(url(delivery.id), { customer: { address: ' ' } });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json()).toEqual({ 'customer.address': [m.addressRequired] });
    expect((await cafe.get(url(delivery.id))).json().customer).toMatchObject({
      address: '1 High St',
    });
    const moved = await cafe.patch(url(delivery.id), { customer: { address: '2 Low Rd' } });
    expect(moved.json().customer).toMatchObject({ address: '2 Low Rd', postcode: 'SW1A 1AA' });
  });

  it('refuses to change a cancelled order', async () => {
    const { id } = await place(inStore([menu.line('Croissant')]));
    expect((await cafe.delete(url(id))).statusCode).toBe(204);
    const res = await cafe.patch(url(id), { notes: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.orderCancelled });
  });

  it('lets a card terminal edit, and nobody outside the merchant', async () => {
    const { id } = await place(inStore([menu.line('Croissant')], { notes: 'Bag' }));
    const terminal = await terminalSession(t.app, t.db);
    expect((await terminal.patch(url(id), { notes: 'Two bags' })).statusCode).toBe(200);
    expect((await new ApiClient(t.app).patch(url(id), { notes: 'x' })).statusCode).toBe(401);
    expect((await kitchenScreen(t.app).patch(url(id), { notes: 'x' })).statusCode).toBe(403);
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    expect((await harbour.patch(url(id), { notes: 'x' })).statusCode).toBe(404);
    expect((await cafe.get(url(id))).json()).toMatchObject({ notes: 'Two bags' });
  });
});

describe('PUT orders/orders/{id}/', () => {
  it('sets notes, table and customer together', async () => {
    const { id } = await atTable(tables[0]?.id ?? '');
    const res = await cafe.put(url(id), {
      notes: 'Birthday',
      table: tables[1]?.id,
      customer: { name: 'Sam' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Birthday',
      table: tables[1]?.name,
      customer: { name: 'Sam' },
    });
  });

  it('refuses a body that leaves a field out, naming each one', async () => {
    const { id } = await place(inStore([menu.line('Croissant')]));
    const res = await cafe.put(url(id), { notes: 'Only notes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      table: ['Send the table id, or null for no table.'],
      customer: ['Send the customer, or null for no customer.'],
    });
  });
});

describe('DELETE orders/orders/{id}/', () => {
  it('cancels an unpaid order, which the list then shows as cancelled', async () => {
    const { id } = await place(inStore([menu.line('Croissant')]));
    const res = await cafe.delete(url(id));
    expect(res.statusCode).toBe(204);
    expect((await cafe.get(url(id))).json()).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a paid order with the sentence that says to refund it', async () => {
    const { id, total_cost } = await place(inStore([menu.line('Flat White')]));
    await cafe.post(`/api/orders/orders/${id}/pay/`, { type: 'cash', amount: total_cost });
    const res = await cafe.delete(url(id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.paidNotCancelled });
  });

  it('is not found for another merchant, and refused to a screen', async () => {
    const { id } = await place(inStore([menu.line('Croissant')]));
    const harbour = await tillSession(t.app, 'owner@harbour.example');
    expect((await harbour.delete(url(id))).statusCode).toBe(404);
    expect((await kitchenScreen(t.app).delete(url(id))).statusCode).toBe(403);
    expect((await cafe.get(url(id))).json()).toMatchObject({ status: 'requested' });
  });
});

describe('the OpenAPI document', () => {
  it('lists PUT, PATCH and DELETE on an order', async () => {
    const res = await cafe.get('/api/docs/');
    expect(res.statusCode).toBe(200);
    const path = res.json().paths['/api/orders/orders/{id}/'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'get', 'patch', 'put']);
  });
});
