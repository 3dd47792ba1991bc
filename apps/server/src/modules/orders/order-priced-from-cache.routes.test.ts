import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// An order is priced from this process's cache of the merchant's products, kept at the
// catalogue version the request's session read (issue 18): a catalogue write must be seen
// by the very next order, from any session of the merchant, and never by another merchant.

let t: TestApp;
let till: ApiClient;
let otherTill: ApiClient;
/** Sam may edit the catalogue (the owner's log-in, the cashier's permission). */
let editor: ApiClient;
let catalogue: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  till = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  otherTill = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  editor = await tillSession(t.app, 'staff@example.com', { username: 'Sam', pin: '1234' });
  catalogue = await loadCatalogue(till);
});
afterAll(() => t.close());

const totalOf = async (api: ApiClient, productName: string) => {
  const res = await api.post('/api/orders/orders/', inStore([catalogue.line(productName)]));
  expect(res.statusCode).toBe(201);
  return (res.json() as { total_cost: number }).total_cost;
};

describe('an order priced from the cached catalogue', () => {
  it('takes a new price at once, on every session of the merchant', async () => {
    const latte = catalogue.product('Latte');
    const before = await totalOf(till, 'Latte');
    expect(await totalOf(otherTill, 'Latte')).toBe(before);

    const edit = await editor.patch(`/api/orders/products/${latte.id}/`, { price: before + 55 });
    expect(edit.statusCode).toBe(200);
    expect(await totalOf(otherTill, 'Latte')).toBe(before + 55);
    expect(await totalOf(till, 'Latte')).toBe(before + 55);
  });

  it('refuses a product deleted a moment ago', async () => {
    const created = await editor.post('/api/orders/products/', {
      name: 'Cached scone',
      price: 275,
      parent_category_id: catalogue.product('Latte').parent_category_id,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const line = { product_id: id, optional_item_ids: [] };
    expect((await till.post('/api/orders/orders/', inStore([line]))).statusCode).toBe(201);

    expect((await editor.delete(`/api/orders/products/${id}/`)).statusCode).toBe(204);
    const after = await otherTill.post('/api/orders/orders/', inStore([line]));
    expect(after.statusCode).toBe(400);
    expect(Object.keys(after.json() as object)).toEqual(['order_items.0.product_id']);
  });
});
