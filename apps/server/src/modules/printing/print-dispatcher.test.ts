import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  closeUnfinishedJobs,
  inMs,
  itemLinesOf,
  jobsOf,
  linesOf,
  onlyJob,
  placeOrder,
  printedFor,
  testDispatcher,
  ticketNumber,
} from '@/testing/dispatcher-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import {
  addStation,
  registerTill,
  routeCategories,
  setTillPrinting,
  type WirePrinter,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import type { PrintDispatcher } from './print-dispatcher.js';

// The dispatcher against fake printers when they all work (issue 17): one ticket per
// station per order, an amended order prints only the change, a receipt never goes to a
// kitchen station, and the drawer opens only for cash.

const kitchenSim = usePrinterSim({ name: 'Kitchen' });
const barSim = usePrinterSim({ name: 'Bar' });
const receiptsSim = usePrinterSim({ name: 'Receipts' });
const counterSim = usePrinterSim({ name: 'Counter' });

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let dispatcher: PrintDispatcher;
let printers: Record<'kitchen' | 'bar' | 'receipts' | 'counter', WirePrinter>;
let counterTill: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  printers = {
    kitchen: await addSimPrinter(owner, 'Kitchen printer', kitchenSim.sim()),
    bar: await addSimPrinter(owner, 'Bar printer', barSim.sim()),
    receipts: await addSimPrinter(owner, 'Receipts printer', receiptsSim.sim()),
    counter: await addSimPrinter(owner, 'Counter printer', counterSim.sim()),
  };
  await addKitchenStation(owner, { name: 'Kitchen', printer: printers.kitchen, isDefault: true });
  const bar = await addKitchenStation(owner, { name: 'Bar', printer: printers.bar });
  await addStation(owner, { name: 'Receipts', kind: 'receipts', printer_id: printers.receipts.id });
  const categoryOf = (product: string) => menu.product(product).parent_category_id ?? '';
  await routeCategories(owner, {
    [categoryOf('Flat White')]: bar.id,
    [categoryOf('Orange Juice')]: bar.id,
  });
  counterTill = await registerTill(cafe);
  await setTillPrinting(owner, counterTill.id, printers.counter.id, true);
  dispatcher = testDispatcher(t.db);
}, 60_000);
afterEach(() => closeUnfinishedJobs(t.db));
afterAll(() => t.close());

/** One pass, a moment after the API answered, so every job it wrote is due. */
const dispatch = () => dispatcher.runOnce(inMs(100));

describe('a new order', () => {
  it('prints one ticket at each station, with its own lines, and confirms both', async () => {
    const order = await placeOrder(cafe, [
      menu.line('Croissant'),
      menu.line('Flat White', ['Oat']),
      menu.line('Croissant'),
    ]);
    expect(await dispatch()).toBe(2);

    const [food, ...moreFood] = printedFor(kitchenSim.sim(), order);
    expect(moreFood).toEqual([]);
    expect(linesOf(food)).toEqual(
      expect.arrayContaining(['Kitchen', ticketNumber(order), 'UNPAID', '2 x Croissant']),
    );
    expect(itemLinesOf(food)).toEqual(['2 x Croissant']);
    const [drinks, ...moreDrinks] = printedFor(barSim.sim(), order);
    expect(moreDrinks).toEqual([]);
    expect(linesOf(drinks)).toEqual(expect.arrayContaining(['Bar', ticketNumber(order), 'UNPAID']));
    expect(itemLinesOf(drinks)).toEqual(['1 x Flat White']);
    expect(drinks?.lines.some((line) => line.includes('+ Oat'))).toBe(true);

    const jobs = await jobsOf(t.db, order.id);
    expect(jobs.map((job) => [job.printerId, job.status, job.attempts]).sort()).toEqual(
      [
        [printers.kitchen.id, 'confirmed', 0],
        [printers.bar.id, 'confirmed', 0],
      ].sort(),
    );
    expect(jobs.every((job) => job.confirmedAt !== null && job.lastError === null)).toBe(true);
  });

  it('prints a ticket once, however many passes follow', async () => {
    const order = await placeOrder(cafe, [menu.line('Bacon Roll', ['Brown'])]);
    await dispatch();
    await dispatch();
    expect(await dispatch()).toBe(0);
    expect(printedFor(kitchenSim.sim(), order)).toHaveLength(1);
    expect(printedFor(barSim.sim(), order)).toEqual([]);
  });
});

describe('an amended order', () => {
  it('prints an ADD ticket with only the new line, only at its station', async () => {
    const order = await placeOrder(cafe, [
      menu.line('Croissant'),
      menu.line('Flat White', ['Oat']),
    ]);
    await dispatch();
    kitchenSim.sim().clearJobs();
    barSim.sim().clearJobs();

    const added = await cafe.post(`/api/orders/orders/${order.id}/add_items/`, {
      order_items: [menu.line('Orange Juice')],
    });
    expect(added.statusCode).toBe(200);
    expect(await dispatch()).toBe(1);
    expect(kitchenSim.sim().jobs()).toEqual([]);
    const [addTicket, ...more] = printedFor(barSim.sim(), order);
    expect(more).toEqual([]);
    expect(linesOf(addTicket)).toContain('ADD');
    expect(itemLinesOf(addTicket)).toEqual(['1 x Orange Juice']);
    const addJob = (await jobsOf(t.db, order.id)).find((job) => job.round === 2);
    expect(addJob).toMatchObject({ printerId: printers.bar.id, status: 'confirmed' });
  });
});

describe('receipts and the drawer', () => {
  it('prints a receipt at the receipts station, never at a kitchen station', async () => {
    const order = await placeOrder(cafe, [menu.line('Croissant')]);
    const plainTill = await registerTill(cafe);
    const receipt = await cafe.post('/api/printing/receipts/', {
      order_id: order.id,
      device_id: plainTill.id,
    });
    expect(receipt.statusCode).toBe(201);
    expect(await dispatch()).toBe(2);

    const [printedReceipt, ...moreReceipts] = receiptsSim.sim().jobs();
    expect(moreReceipts).toEqual([]);
    expect(printedReceipt?.lines.join('\n')).toContain('Croissant');
    expect(printedReceipt?.lines.join('\n')).toMatch(/total/i);
    expect(linesOf(printedReceipt)).not.toContain('Kitchen');
    const [ticket, ...moreTickets] = kitchenSim.sim().jobs();
    expect(moreTickets).toEqual([]);
    expect(linesOf(ticket)).toEqual(expect.arrayContaining(['Kitchen', ticketNumber(order)]));
    expect(ticket?.lines.join('\n')).not.toMatch(/total/i);
    expect(barSim.sim().jobs()).toEqual([]);
    expect((await onlyJob(t.db, order.id, 'receipt')).status).toBe('confirmed');
  });

  it('opens the drawer for cash at a till that opens it, and not for a card', async () => {
    const cash = await placeOrder(cafe, [menu.line('Croissant')]);
    const paidCash = await cafe.post(`/api/orders/orders/${cash.id}/pay/`, {
      type: 'cash',
      amount: cash.total_cost,
      device_id: counterTill.id,
    });
    expect(paidCash.statusCode).toBe(200);
    await dispatch();
    // A kick with no cut after it is a job once the connection ends, a moment after the pass.
    const [kick, ...moreKicks] = await counterSim.sim().waitForJobs(1, 1_000);
    expect(moreKicks).toEqual([]);
    expect(kick?.drawerOpened).toBe(true);
    expect(kick?.commands).toContain('pulse:0');
    expect((await onlyJob(t.db, cash.id, 'drawer')).status).toBe('confirmed');

    counterSim.sim().clearJobs();
    const card = await placeOrder(cafe, [menu.line('Croissant')]);
    const paidCard = await cafe.post(`/api/orders/orders/${card.id}/pay/`, {
      type: 'pax_device',
      uti: `dispatcher-card-${card.id}`,
      device_id: counterTill.id,
    });
    expect(paidCard.statusCode).toBe(200);
    await dispatch();
    expect(printedFor(kitchenSim.sim(), card)).toHaveLength(1);
    expect(counterSim.sim().jobs()).toEqual([]);
    expect((await jobsOf(t.db, card.id)).map((job) => job.kind)).not.toContain('drawer');
  });
});
