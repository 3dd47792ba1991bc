import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';
import { vatInvoiceMessages as m } from '@opentill/contract/orders/vat-invoice.schemas';
import { clients, orders, products } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// POST orders/orders/{id}/vat_invoice/ (issue 16): a full VAT invoice for a paid order,
// made out once to one customer, and printed again only as a copy.

type WireOrder = { id: string; total_cost: number; receipt_number: number | null };
type WireInvoice = {
  customer_name: string;
  customer_address: string;
  is_copy: boolean;
  text: string;
};

let t: TestApp;
let cafe: ApiClient;
let harbour: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  harbour = await tillSession(t.app, 'owner@harbour.example');
  menu = await loadCatalogue(cafe);
  const [cafeRow] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier));
  // A cold sandwich: 20% eaten in, 0% taken away; a Latte 20% both ways.
  await t.db
    .update(products)
    .set({ vatRateBasisPoints: 2000, vatRateTakeawayBasisPoints: 0 })
    .where(and(eq(products.clientId, cafeRow?.id ?? ''), eq(products.name, 'Ham & Cheese')));
});
afterAll(() => t.close());

const create = async (api: ApiClient, items: unknown[]): Promise<WireOrder> => {
  const res = await api.post('/api/orders/orders/', inStore(items));
  expect(res.statusCode).toBe(201);
  return res.json();
};
const pay = async (api: ApiClient, order: WireOrder) => {
  const res = await api.post(`/api/orders/orders/${order.id}/pay/`, {
    type: 'cash',
    amount: order.total_cost,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as WireOrder;
};
const invoice = (api: ApiClient, orderId: string, body: unknown) =>
  api.post(`/api/orders/orders/${orderId}/vat_invoice/`, body);
const acme = { customer_name: 'Acme Ltd', customer_address: '1 Mill Lane\nLeeds LS1 1AA' };

/** A £250+ office lunch: 40 sandwiches and 20 lattes, taken away. */
const officeLunch = () => [
  ...Array.from({ length: 40 }, () => menu.line('Ham & Cheese')),
  ...Array.from({ length: 20 }, () => menu.line('Latte')),
];

describe('POST orders/orders/{id}/vat_invoice/', () => {
  it('makes out a full VAT invoice for a paid order of £250 or more', async () => {
    const paid = await pay(cafe, await create(cafe, officeLunch()));
    expect(paid.total_cost).toBeGreaterThanOrEqual(250_00);
    const res = await invoice(cafe, paid.id, acme);
    expect(res.statusCode).toBe(200);
    const body = res.json() as WireInvoice;
    expect(body).toMatchObject({ ...acme, is_copy: false });
    const lines = body.text.split('\n');
    expect(lines.some((line) => line.trim() === 'VAT INVOICE')).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/^VAT No\. |^ +VAT No\. /));
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Invoice No\\. +${paid.receipt_number}$`)),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Time of supply +\d\d\/\d\d\/\d{4} /));
    expect(lines).toContain('To: Acme Ltd');
    expect(lines).toContain('    1 Mill Lane');
    expect(lines).toContain('    Leeds LS1 1AA');
    expect(lines).toContainEqual(expect.stringMatching(/^40 x Ham & Cheese +£/));
    // Taken away, the sandwich is zero-rated: its unit price has no VAT in it.
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}£\d+\.\d\d each excl\. VAT at 0%$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {4}£\d+\.\d\d each excl\. VAT at 20%$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Rate +Net +VAT +Gross$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Total excl\. VAT +£/));
    expect(lines).toContainEqual(expect.stringMatching(/^TOTAL +£/));
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(RECEIPT_COLUMNS);
  });

  it('prints the same invoice again as a copy, and refuses another customer', async () => {
    const paid = await pay(cafe, await create(cafe, officeLunch()));
    const first = (await invoice(cafe, paid.id, acme)).json() as WireInvoice;
    const again = await invoice(cafe, paid.id, acme);
    expect(again.statusCode).toBe(200);
    const copy = again.json() as WireInvoice;
    expect(copy.is_copy).toBe(true);
    expect(copy.text).toContain('VAT INVOICE - COPY');
    expect(copy.text.replace('VAT INVOICE - COPY', '')).toContain(
      first.text.split('\n').slice(-6).join('\n'),
    );
    const other = await invoice(cafe, paid.id, { ...acme, customer_name: 'Someone Else' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: m.issuedToOther('Acme Ltd') });
  });

  it('refuses an unpaid order, and a missing name or address with the field', async () => {
    const unpaid = await create(cafe, [menu.line('Latte')]);
    const res = await invoice(cafe, unpaid.id, acme);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.notPaid });

    const paid = await pay(cafe, await create(cafe, [menu.line('Latte')]));
    const blank = await invoice(cafe, paid.id, { customer_name: ' ', customer_address: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      customer_name: [m.nameRequired],
      customer_address: [m.addressRequired],
    });
  });

  it('refuses an order paid before receipts were numbered: an invoice number is never reused', async () => {
    const paid = await pay(cafe, await create(cafe, [menu.line('Latte')]));
    await t.db.update(orders).set({ receiptNumber: null }).where(eq(orders.id, paid.id));
    const res = await invoice(cafe, paid.id, acme);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.noReceiptNumber });
  });

  it('refuses a merchant that is not VAT registered, and another merchant’s order', async () => {
    const paid = await pay(cafe, await create(cafe, [menu.line('Latte')]));
    expect((await invoice(harbour, paid.id, acme)).statusCode).toBe(404);

    await t.db
      .update(clients)
      .set({ vatRegistered: false })
      .where(eq(clients.identifier, HARBOUR_FISH.identifier));
    const chips = (await loadCatalogue(harbour)).line('Chips');
    const harbourPaid = await pay(harbour, await create(harbour, [chips]));
    const res = await invoice(harbour, harbourPaid.id, acme);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: m.notRegistered });
  });
});
