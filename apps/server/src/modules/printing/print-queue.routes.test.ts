import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import {
  addPrinter,
  addStation,
  orderJobs,
  routeCategories,
  ticketOf,
  type WirePrinter,
  type WireStation,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Kitchen tickets (issue 17), written with the order change that calls for them: one job
// per station per order with only that station's lines, ADD rounds with only the new
// lines, VOID for a line the kitchen had, nothing the kitchen is not to see yet.

type WireOrder = {
  id: string;
  order_number: number;
  total_cost: number;
  order_items: { id: string; product: { name: string } }[];
};

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let printers: Record<'kitchen' | 'bar' | 'receipts', WirePrinter>;
let kitchen: WireStation;
let bar: WireStation;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  printers = {
    kitchen: await addPrinter(owner, 'Kitchen printer'),
    bar: await addPrinter(owner, 'Bar printer', { address: '192.168.1.51' }),
    receipts: await addPrinter(owner, 'Receipt printer', { address: '192.168.1.52' }),
  };
  // Bar is the oldest: an unrouted line going to Kitchen shows the default mark counts.
  bar = await addStation(owner, { name: 'Bar', kind: 'kitchen', printer_id: printers.bar.id });
  kitchen = await addStation(owner, {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: printers.kitchen.id,
    is_default: true,
  });
  await addStation(owner, { name: 'Receipts', kind: 'receipts', printer_id: printers.receipts.id });
  const categoryOf = (product: string) => menu.product(product).parent_category_id ?? '';
  await routeCategories(owner, {
    [categoryOf('Croissant')]: kitchen.id,
    [categoryOf('Bacon Roll')]: kitchen.id,
    [categoryOf('Flat White')]: bar.id,
    [categoryOf('Orange Juice')]: bar.id,
  });
}, 60_000);
afterAll(() => t.close());

const order = async (lines: unknown[], api = cafe) => {
  const res = await api.post('/api/orders/orders/', inStore(lines));
  expect(res.statusCode).toBe(201);
  return res.json() as WireOrder;
};
const breakfast = () => [
  menu.line('Croissant'),
  menu.line('Flat White', ['Oat']),
  menu.line('Croissant'),
  menu.line('Bacon Roll', ['Brown']),
  menu.line('Flat White', ['Oat']),
  menu.line('Flat White', ['Whole', 'Extra shot']),
];
const itemId = (placed: WireOrder, name: string) =>
  placed.order_items.find((item) => item.product.name === name)?.id ?? '';
const atStation = (jobs: Awaited<ReturnType<typeof orderJobs>>, station: WireStation) =>
  jobs.filter((job) => job.stationId === station.id);

describe('kitchen tickets of a new order', () => {
  it('writes one ticket per station, each with only its own lines, grouped', async () => {
    const placed = await order(breakfast());
    const jobs = await orderJobs(t.db, placed.id);
    expect(jobs).toHaveLength(2);
    const [food] = atStation(jobs, kitchen);
    const [drinks] = atStation(jobs, bar);
    expect(food).toMatchObject({
      kind: 'kitchen',
      status: 'queued',
      round: 1,
      printerId: printers.kitchen.id,
    });
    expect(ticketOf(food)).toMatchObject({
      mark: 'NEW',
      station: 'Kitchen',
      orderNumber: `#${placed.order_number}`,
      round: 1,
      isUnpaid: true,
      lines: [
        { quantity: 2, name: 'Croissant', options: [], allergens: ['Gluten', 'Eggs', 'Milk'] },
        { quantity: 1, name: 'Bacon Roll', options: ['Brown'], allergens: ['Gluten'] },
      ],
    });
    expect(drinks).toMatchObject({ kind: 'kitchen', round: 1, printerId: printers.bar.id });
    expect(ticketOf(drinks)).toMatchObject({
      mark: 'NEW',
      station: 'Bar',
      lines: [
        { quantity: 2, name: 'Flat White', options: ['Oat'], allergens: ['Milk'] },
        { quantity: 1, name: 'Flat White', options: ['Whole', 'Extra shot'], allergens: ['Milk'] },
      ],
    });
  });

  it('sends a line whose category has no route to the default station', async () => {
    const placed = await order([menu.line('Carrot Cake'), menu.line('Orange Juice')]);
    const jobs = await orderJobs(t.db, placed.id);
    expect(jobs.map((job) => [job.stationId, ticketOf(job)?.lines.map((l) => l.name)])).toEqual(
      expect.arrayContaining([
        [kitchen.id, ['Carrot Cake']],
        [bar.id, ['Orange Juice']],
      ]),
    );
    expect(jobs).toHaveLength(2);
  });

  it('writes nothing for a merchant with no stations', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const harbourMenu = await loadCatalogue(harbour);
    const placed = await order([harbourMenu.line('Chips')], harbour);
    expect(await orderJobs(t.db, placed.id)).toEqual([]);
  });
});

describe('kitchen tickets of a changed order', () => {
  it('prints an ADD round with only the new lines, only where they go', async () => {
    const placed = await order(breakfast());
    const added = await cafe.post(`/api/orders/orders/${placed.id}/add_items/`, {
      order_items: [menu.line('Latte'), menu.line('Latte'), menu.line('Orange Juice')],
    });
    expect(added.statusCode).toBe(200);
    const jobs = await orderJobs(t.db, placed.id);
    expect(jobs).toHaveLength(3);
    expect(atStation(jobs, kitchen).map((job) => job.round)).toEqual([1]);
    const [, addRound] = atStation(jobs, bar);
    expect(addRound).toMatchObject({ kind: 'kitchen', round: 2, printerId: printers.bar.id });
    expect(ticketOf(addRound)).toMatchObject({
      mark: 'ADD',
      round: 2,
      lines: [
        { quantity: 2, name: 'Latte', options: [], allergens: ['Milk'] },
        { quantity: 1, name: 'Orange Juice', options: [], allergens: [] },
      ],
    });
  });

  it('prints a VOID ticket at the station a voided line was sent to', async () => {
    const placed = await order(breakfast());
    const res = await cafe.post(
      `/api/orders/orders/${placed.id}/items/${itemId(placed, 'Bacon Roll')}/void/`,
      { reason: 'changed_mind' },
    );
    expect(res.statusCode).toBe(200);
    const voids = (await orderJobs(t.db, placed.id)).filter((job) => job.kind === 'void');
    expect(voids).toHaveLength(1);
    expect(voids[0]).toMatchObject({
      stationId: kitchen.id,
      printerId: printers.kitchen.id,
      round: 1,
    });
    expect(ticketOf(voids[0])).toMatchObject({
      mark: 'VOID',
      lines: [{ quantity: 1, name: 'Bacon Roll', options: ['Brown'] }],
    });
  });
});

describe('unpaid orders when the kitchen sees only paid ones', () => {
  it('writes nothing until the order is paid, and no VOID for a line never sent', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const till = (await owner.get('/api/settings/till/')).json();
    const off = await owner.put('/api/settings/till/', { ...till, send_unpaid_to_kitchen: false });
    expect(off.statusCode).toBe(200);
    try {
      // Eaten in, so paying leaves it for the kitchen (an in-store order is done once paid).
      const tableId = (await cafe.get('/api/orders/tables/')).json()[0].id;
      const res = await cafe.post('/api/orders/orders/', {
        deliver_to: 'table_service',
        table: tableId,
        order_items: [menu.line('Croissant'), menu.line('Latte')],
      });
      expect(res.statusCode).toBe(201);
      const placed = res.json() as WireOrder;
      expect(await orderJobs(t.db, placed.id)).toEqual([]);
      const voided = await cafe.post(
        `/api/orders/orders/${placed.id}/items/${itemId(placed, 'Latte')}/void/`,
        { reason: 'changed_mind' },
      );
      expect(voided.statusCode).toBe(200);
      expect(await orderJobs(t.db, placed.id)).toEqual([]);

      const paid = await cafe.post(`/api/orders/orders/${placed.id}/pay/`, {
        type: 'pax_device',
        uti: `kitchen-after-pay-${placed.id}`,
      });
      expect(paid.statusCode).toBe(200);
      const jobs = await orderJobs(t.db, placed.id);
      expect(jobs.map((job) => [job.kind, job.stationId])).toEqual([['kitchen', kitchen.id]]);
      expect(ticketOf(jobs[0])).toMatchObject({
        mark: 'NEW',
        isUnpaid: false,
        lines: [{ quantity: 1, name: 'Croissant' }],
      });
    } finally {
      await owner.put('/api/settings/till/', till);
    }
  });

  it('prints a counter sale’s ticket when it is paid, though paying also hands it over', async () => {
    const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
    const till = (await owner.get('/api/settings/till/')).json();
    await owner.put('/api/settings/till/', { ...till, send_unpaid_to_kitchen: false });
    try {
      const res = await cafe.post('/api/orders/orders/', {
        deliver_to: 'in_store',
        order_items: [menu.line('Croissant')],
      });
      expect(res.statusCode).toBe(201);
      const placed = res.json() as WireOrder;
      expect(await orderJobs(t.db, placed.id)).toEqual([]);
      const paid = await cafe.post(`/api/orders/orders/${placed.id}/pay/`, {
        type: 'cash',
        amount: placed.total_cost,
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'fulfilled' });
      const tickets = (await orderJobs(t.db, placed.id)).filter((job) => job.kind === 'kitchen');
      expect(tickets).toHaveLength(1);
      expect(ticketOf(tickets[0])).toMatchObject({ mark: 'NEW', isUnpaid: false });
    } finally {
      await owner.put('/api/settings/till/', till);
    }
  });
});

describe('where order lines print', () => {
  it('never puts an order ticket on the receipts station’s printer', async () => {
    const placed = await order(breakfast());
    const voided = await cafe.post(
      `/api/orders/orders/${placed.id}/items/${itemId(placed, 'Croissant')}/void/`,
      { reason: 'changed_mind' },
    );
    expect(voided.statusCode).toBe(200);
    const onReceipts = await t.db
      .select({ kind: printJobs.kind })
      .from(printJobs)
      .where(eq(printJobs.printerId, printers.receipts.id));
    expect(onReceipts.filter((job) => job.kind === 'kitchen' || job.kind === 'void')).toEqual([]);
    const tickets = await t.db.select().from(printJobs).where(eq(printJobs.kind, 'kitchen'));
    expect(tickets.length).toBeGreaterThan(0);
    expect(new Set(tickets.map((job) => job.stationId))).toEqual(new Set([kitchen.id, bar.id]));
  });
});
