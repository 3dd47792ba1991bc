import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import { clients } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import {
  addPrinter,
  addStation,
  orderJobs,
  printerJobs,
  registerTill,
  setTillPrinting,
  type WirePrinter,
  type WireStation,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Receipts and the cash drawer (issue 17): a receipt prints on the till's receipt printer
// or the receipts station's, never at a kitchen station, once per Idempotency-Key; the
// drawer opens only for cash and No sale, on the till's own receipt printer.

let t: TestApp;
let owner: ApiClient;
let cafe: ApiClient;
let menu: Catalogue;
let printers: Record<'kitchen' | 'receipts' | 'counter', WirePrinter>;
let kitchen: WireStation;
let receipts: WireStation;
let counterTill: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  printers = {
    kitchen: await addPrinter(owner, 'Kitchen printer'),
    receipts: await addPrinter(owner, 'Receipts printer', { address: '192.168.1.51' }),
    counter: await addPrinter(owner, 'Counter printer', { address: '192.168.1.52' }),
  };
  kitchen = await addStation(owner, {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: printers.kitchen.id,
    is_default: true,
  });
  receipts = await addStation(owner, {
    name: 'Receipts',
    kind: 'receipts',
    printer_id: printers.receipts.id,
  });
  counterTill = await registerTill(cafe);
  await setTillPrinting(owner, counterTill.id, printers.counter.id, true);
}, 60_000);
afterAll(() => t.close());

const placeOrder = async (api = cafe, lines = [menu.line('Croissant')]) => {
  const res = await api.post('/api/orders/orders/', inStore(lines));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; total_cost: number };
};
const printReceipt = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  cafe.post('/api/printing/receipts/', body, headers);
const drawerJobs = async (printer: WirePrinter) =>
  (await printerJobs(t.db, printer.id)).filter((job) => job.kind === 'drawer');

describe('POST printing/receipts/', () => {
  it('prints on the till’s receipt printer, else the receipts station’s, never the kitchen’s', async () => {
    const order = await placeOrder();
    const atTill = await printReceipt({ order_id: order.id, device_id: counterTill.id });
    expect(atTill.statusCode).toBe(201);
    expect(atTill.json()).toMatchObject({
      kind: 'receipt',
      status: 'queued',
      order_id: order.id,
      printer_id: printers.counter.id,
      round: 1,
    });
    const plainTill = await registerTill(cafe);
    const atStation = await printReceipt({ order_id: order.id, device_id: plainTill.id });
    expect(atStation.json()).toMatchObject({
      kind: 'receipt',
      printer_id: printers.receipts.id,
      station_name: 'Receipts',
      round: 2,
    });
    const receiptRows = (await orderJobs(t.db, order.id)).filter((job) => job.kind === 'receipt');
    expect(receiptRows.map((job) => [job.printerId, job.stationId])).toEqual([
      [printers.counter.id, null],
      [printers.receipts.id, receipts.id],
    ]);
    expect(receiptRows.map((job) => job.payload)).toEqual([
      { type: 'receipt', orderId: order.id, mark: null },
      { type: 'receipt', orderId: order.id, mark: null },
    ]);
    const kitchenRows = await printerJobs(t.db, printers.kitchen.id);
    expect(kitchenRows.map((job) => job.kind)).not.toContain('receipt');
    expect(kitchenRows.every((job) => job.stationId === kitchen.id)).toBe(true);
  });

  it('prints once for an Idempotency-Key sent twice', async () => {
    const order = await placeOrder();
    const key = { 'idempotency-key': `receipt-${randomUUID()}` };
    const body = { order_id: order.id, device_id: counterTill.id };
    const first = await printReceipt(body, key);
    const again = await printReceipt(body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const rows = (await orderJobs(t.db, order.id)).filter((job) => job.kind === 'receipt');
    expect(rows.map((job) => job.id)).toEqual([first.json().id]);
  });

  it('says so on device_id when neither the till nor a station has a receipt printer', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const harbourMenu = await loadCatalogue(harbour);
    const order = await placeOrder(harbour, [harbourMenu.line('Chips')]);
    const till = await registerTill(harbour);
    const res = await harbour.post('/api/printing/receipts/', {
      order_id: order.id,
      device_id: till.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ device_id: [m.noReceiptPrinter] });
    expect(await orderJobs(t.db, order.id)).toEqual([]);

    const theirs = await printReceipt({ order_id: order.id, device_id: counterTill.id });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ order_id: ['This order is not one of yours.'] });
  });
});

describe('the cash drawer', () => {
  it('opens for cash at a till that opens its drawer, and never for a card', async () => {
    const cash = await placeOrder();
    const paid = await cafe.post(`/api/orders/orders/${cash.id}/pay/`, {
      type: 'cash',
      amount: cash.total_cost,
      device_id: counterTill.id,
    });
    expect(paid.statusCode).toBe(200);
    const kicks = (await orderJobs(t.db, cash.id)).filter((job) => job.kind === 'drawer');
    expect(kicks).toHaveLength(1);
    expect(kicks[0]).toMatchObject({ printerId: printers.counter.id, status: 'queued' });
    expect(kicks[0]?.payload).toMatchObject({ type: 'document', document: { openDrawer: true } });

    const card = await placeOrder();
    const byCard = await cafe.post(`/api/orders/orders/${card.id}/pay/`, {
      type: 'pax_device',
      uti: `drawer-card-${card.id}`,
      device_id: counterTill.id,
    });
    expect(byCard.statusCode).toBe(200);
    expect((await orderJobs(t.db, card.id)).map((job) => job.kind)).not.toContain('drawer');
  });

  it('stays shut for cash at a till whose drawer is not opened by its printer', async () => {
    const till = await registerTill(cafe);
    await setTillPrinting(owner, till.id, printers.receipts.id, false);
    const order = await placeOrder();
    const paid = await cafe.post(`/api/orders/orders/${order.id}/pay/`, {
      type: 'cash',
      amount: order.total_cost,
      device_id: till.id,
    });
    expect(paid.statusCode).toBe(200);
    expect(await drawerJobs(printers.receipts)).toEqual([]);
  });

  it('opens for No sale', async () => {
    await t.db
      .update(clients)
      .set({ cashDrawer: true })
      .where(eq(clients.identifier, CORNER_CAFE.identifier));
    try {
      const before = await drawerJobs(printers.counter);
      const opened = await cafe.post('/api/drawer/sessions/', {
        device_id: counterTill.id,
        float: 10_000,
      });
      expect(opened.statusCode).toBe(201);
      expect(await drawerJobs(printers.counter)).toEqual(before);
      const noSale = await cafe.post(`/api/drawer/sessions/${opened.json().id}/movements/`, {
        kind: 'no_sale',
        reason: 'Change for the parking meter',
      });
      expect(noSale.statusCode).toBe(200);
      const after = await drawerJobs(printers.counter);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ orderId: null, status: 'queued' });
    } finally {
      await t.db
        .update(clients)
        .set({ cashDrawer: false })
        .where(eq(clients.identifier, CORNER_CAFE.identifier));
    }
  });
});
