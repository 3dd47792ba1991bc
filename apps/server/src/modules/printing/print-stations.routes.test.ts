import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import type { WireProduct } from '@/testing/catalogue-wire.js';
import { loadCatalogue } from '@/testing/order-fixtures.js';
import {
  addPrinter,
  addStation,
  registerTill,
  type WirePrinter,
  type WireStation,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Settings → Printers (issue 17): stations and the printers they print on, where each
// category's lines go, and each till's receipt printer and drawer.

let t: TestApp;
let owner: ApiClient;
let harbour: ApiClient;
let kitchenPrinter: WirePrinter;
let barPrinter: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
  kitchenPrinter = await addPrinter(owner, 'Kitchen');
  barPrinter = await addPrinter(owner, 'Bar');
}, 60_000);
afterAll(() => t.close());

const postStation = (body: Record<string, unknown>) =>
  owner.post('/api/printing/stations/', {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: kitchenPrinter.id,
    ...body,
  });
const stations = async () =>
  ((await owner.get('/api/printing/')).json() as { stations: WireStation[] }).stations;

describe('printing/stations/', () => {
  it('adds a station with a fallback printer, and refuses one that falls back to itself', async () => {
    const res = await postStation({ name: 'Pass', fallback_printer_id: barPrinter.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Pass',
      kind: 'kitchen',
      printer_id: kitchenPrinter.id,
      fallback_printer_id: barPrinter.id,
      is_default: false,
    });
    expect(await stations()).toContainEqual(res.json());
    const itself = await postStation({ fallback_printer_id: kitchenPrinter.id });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toEqual({
      fallback_printer_id: ['The fallback must be another printer.'],
    });
  });

  it('lets only an order ticket station take what no other station takes', async () => {
    const res = await postStation({ name: 'Receipts', kind: 'receipts', is_default: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      is_default: ['Only an order ticket station can take the items no other station takes.'],
    });
  });

  it('moves the default mark to the station saved as default last', async () => {
    const first = (await postStation({ name: 'Hot food', is_default: true })).json();
    const second = (await postStation({ name: 'Cold food', is_default: true })).json();
    expect(second.is_default).toBe(true);
    const defaults = (await stations()).filter((station) => station.is_default);
    expect(defaults.map((station) => station.id)).toEqual([second.id]);
    const back = await owner.put(`/api/printing/stations/${first.id}/`, {
      name: 'Hot food',
      kind: 'kitchen',
      printer_id: kitchenPrinter.id,
      is_default: true,
    });
    expect(back.statusCode).toBe(200);
    const after = (await stations()).filter((station) => station.is_default);
    expect(after.map((station) => station.id)).toEqual([first.id]);
  });

  it('refuses another merchant’s printer, and another merchant’s station', async () => {
    const theirs = await addPrinter(harbour, 'Harbour fryer');
    const res = await postStation({ printer_id: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ printer_id: [m.notYourPrinter] });
    const theirStation = await addStation(harbour, {
      name: 'Fryer',
      kind: 'kitchen',
      printer_id: theirs.id,
    });
    const path = `/api/printing/stations/${theirStation.id}/`;
    expect((await owner.delete(path)).statusCode).toBe(404);
    const edit = await owner.put(path, {
      name: 'Mine',
      kind: 'kitchen',
      printer_id: kitchenPrinter.id,
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ detail: m.notYourStation });
  });
});

describe('PUT printing/routes/', () => {
  it('routes categories to order ticket stations, never to a receipts station', async () => {
    const menu = await loadCatalogue(owner);
    const coffee = menu.product('Latte').parent_category_id ?? '';
    const bar = await addStation(owner, {
      name: 'Bar',
      kind: 'kitchen',
      printer_id: barPrinter.id,
    });
    const receipts = await addStation(owner, {
      name: 'Till receipts',
      kind: 'receipts',
      printer_id: barPrinter.id,
    });
    const refused = await owner.put('/api/printing/routes/', {
      categories: [{ category_id: coffee, station_id: receipts.id }],
      products: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ categories: [m.kitchenStationOnly] });

    const routes = { categories: [{ category_id: coffee, station_id: bar.id }], products: [] };
    const saved = await owner.put('/api/printing/routes/', routes);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(routes);
    expect((await owner.get('/api/printing/')).json().routes).toEqual(routes);

    // A routed station cannot become a receipts station under its routes' feet.
    const turned = await owner.put(`/api/printing/stations/${bar.id}/`, {
      name: 'Bar',
      kind: 'receipts',
      printer_id: barPrinter.id,
    });
    expect(turned.statusCode).toBe(400);
    expect(turned.json()).toEqual({ kind: [m.kitchenStationOnly] });
  });

  it('refuses another merchant’s category, and keeps the routes it had', async () => {
    const before = (await owner.get('/api/printing/')).json().routes;
    const theirProducts = (await harbour.get('/api/orders/products/')).json() as WireProduct[];
    const theirCategory = theirProducts.find((p) => p.parent_category_id)?.parent_category_id;
    expect(theirCategory).toBeDefined();
    const station = await addStation(owner, {
      name: 'Fish',
      kind: 'kitchen',
      printer_id: kitchenPrinter.id,
    });
    const res = await owner.put('/api/printing/routes/', {
      categories: [{ category_id: theirCategory, station_id: station.id }],
      products: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ categories: ['A category is not one of yours.'] });
    expect((await owner.get('/api/printing/')).json().routes).toEqual(before);
  });
});

describe('printing/tills/{id}/', () => {
  it('sets a till’s receipt printer and drawer, which the till then reads', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const till = await registerTill(staff);
    const body = { receipt_printer_id: barPrinter.id, open_drawer_on_cash: true };
    const path = `/api/printing/tills/${till.id}/`;
    expect((await staff.put(path, body)).statusCode).toBe(403);
    const before = await staff.get(path);
    expect(before.json()).toMatchObject({ receipt_printer_id: null, open_drawer_on_cash: false });

    const res = await owner.put(path, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before.json(), ...body });
    const read = await staff.get(path);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(res.json());
    const listed = (await owner.get('/api/printing/')).json().tills;
    expect(listed).toContainEqual(res.json());
  });

  it('refuses another merchant’s till and another merchant’s printer', async () => {
    const theirTill = await registerTill(harbour);
    const body = { receipt_printer_id: barPrinter.id, open_drawer_on_cash: true };
    expect((await owner.put(`/api/printing/tills/${theirTill.id}/`, body)).statusCode).toBe(404);
    expect((await owner.get(`/api/printing/tills/${theirTill.id}/`)).statusCode).toBe(404);
    const theirPrinter = await addPrinter(harbour, 'Harbour receipts');
    const till = await registerTill(owner);
    const res = await owner.put(`/api/printing/tills/${till.id}/`, {
      receipt_printer_id: theirPrinter.id,
      open_drawer_on_cash: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ receipt_printer_id: [m.notYourPrinter] });
  });
});
