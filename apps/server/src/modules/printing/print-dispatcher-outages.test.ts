import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { printers as printersTable } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  clearPrintAlerts,
  closeUnfinishedJobs,
  inMs,
  itemLinesOf,
  linesOf,
  onlyJob,
  placeOrder,
  printedFor,
  printFailedAlerts,
  testDispatcher,
} from '@/testing/dispatcher-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { jobRow, type WirePrinter } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import type { PrintDispatcher } from './print-dispatcher.js';

// A kitchen printer that cannot print (issue 17): out of paper it is never sent a ticket
// and the ticket prints once it is back; a connection dropped mid-job is retried and
// prints once; a silent printer's job fails, is alerted and is reprinted elsewhere; a
// printer that keeps jobs waiting is alerted once, within the minute.

const kitchenSim = usePrinterSim({ name: 'Kitchen' });
const spareSim = usePrinterSim({ name: 'Spare' });

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let dispatcher: PrintDispatcher;
let kitchenPrinter: WirePrinter;
let sparePrinter: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  kitchenPrinter = await addSimPrinter(owner, 'Kitchen printer', kitchenSim.sim());
  sparePrinter = await addSimPrinter(owner, 'Spare printer', spareSim.sim());
  await addKitchenStation(owner, { name: 'Kitchen', printer: kitchenPrinter, isDefault: true });
  // Retried 100 ms later, so each pass below, a second after the one before, tries again.
  dispatcher = testDispatcher(t.db);
}, 60_000);
afterEach(async () => {
  await closeUnfinishedJobs(t.db);
  await clearPrintAlerts(t.db);
});
afterAll(() => t.close());

const croissant = () => placeOrder(cafe, [menu.line('Croissant')]);
const healthOf = async (printer: WirePrinter) =>
  (await t.db.select().from(printersTable).where(eq(printersTable.id, printer.id)))[0]?.health;

describe('a printer out of paper', () => {
  it('is never sent the ticket, which prints once when the paper is back', async () => {
    await kitchenSim.sim().setMode('paper_out');
    const order = await croissant();
    await dispatcher.runOnce(inMs(100));
    await dispatcher.runOnce(inMs(1_000));
    const waiting = await onlyJob(t.db, order.id);
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'the printer is out of paper',
      confirmedAt: null,
    });
    expect(await healthOf(kitchenPrinter)).toBe('paper_out');
    await kitchenSim.sim().setMode('online');
    expect(kitchenSim.sim().jobs()).toEqual([]);

    await dispatcher.runOnce(inMs(2_000));
    await dispatcher.runOnce(inMs(3_000));
    const [printed, ...again] = printedFor(kitchenSim.sim(), order);
    expect(again).toEqual([]);
    expect(itemLinesOf(printed)).toEqual(['1 x Croissant']);
    expect(await jobRow(t.db, waiting.id)).toMatchObject({ status: 'confirmed', lastError: null });
    expect(await healthOf(kitchenPrinter)).toBe('online');
  });
});

describe('a connection dropped mid-job', () => {
  it('is retried, and the ticket prints exactly once', async () => {
    const sim = kitchenSim.sim();
    sim.dropOnce = true;
    await sim.setMode('drop');
    const order = await croissant();
    await dispatcher.runOnce(inMs(100));
    const dropped = await onlyJob(t.db, order.id);
    expect(dropped).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the connection dropped during the job',
    });
    expect(sim.jobs()).toEqual([]);
    expect(sim.mode).toBe('online');

    await dispatcher.runOnce(inMs(1_000));
    await dispatcher.runOnce(inMs(2_000));
    expect(printedFor(sim, order)).toHaveLength(1);
    expect(await jobRow(t.db, dropped.id)).toMatchObject({ status: 'confirmed', attempts: 1 });
  });
});

describe('a silent printer', () => {
  it('fails the job after the last retry, alerts, and prints it once where staff reprint it', async () => {
    const giveUp = testDispatcher(t.db, { giveUpAfterMs: 1_000 });
    await kitchenSim.sim().setMode('silent');
    const order = await croissant();
    await giveUp.runOnce(inMs(100));
    const job = await onlyJob(t.db, order.id);
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the printer did not answer',
    });
    expect(await printFailedAlerts(t.db, job.clientId)).toEqual([]);

    await giveUp.runOnce(inMs(2_000));
    expect(await jobRow(t.db, job.id)).toMatchObject({ status: 'failed', attempts: 2 });
    const alerts = await printFailedAlerts(t.db, job.clientId);
    expect(alerts.map((alert) => alert.causeKey)).toEqual([
      `print:failed:printer:${kitchenPrinter.id}:${job.id}`,
    ]);
    expect(alerts[0]?.text).toContain(
      `order #${order.order_number} did not print on Kitchen printer: the printer did not answer`,
    );

    const reprint = await cafe.post(`/api/printing/jobs/${job.id}/reprint/`, {
      printer_id: sparePrinter.id,
    });
    expect(reprint.statusCode).toBe(201);
    expect(await giveUp.runOnce(inMs(100))).toBe(1);
    expect(await giveUp.runOnce(inMs(1_000))).toBe(0);
    const [reprinted, ...again] = printedFor(spareSim.sim(), order);
    expect(again).toEqual([]);
    expect(linesOf(reprinted)).toContain('REPRINT');
    expect(itemLinesOf(reprinted)).toEqual(['1 x Croissant']);
    expect(await jobRow(t.db, reprint.json().id)).toMatchObject({
      status: 'confirmed',
      printerId: sparePrinter.id,
    });
    await kitchenSim.sim().setMode('online');
    expect(kitchenSim.sim().jobs()).toEqual([]);
  });
});

describe('a printer keeping jobs waiting', () => {
  it('raises one alert, within a minute, naming the printer and how many wait', async () => {
    await kitchenSim.sim().setMode('refuse');
    const first = await croissant();
    await croissant();
    const job = await onlyJob(t.db, first.id);
    await dispatcher.runOnce(inMs(100));
    expect(await printFailedAlerts(t.db, job.clientId)).toEqual([]);

    await dispatcher.runOnce(inMs(31_000));
    await dispatcher.runOnce(inMs(40_000));
    await dispatcher.runOnce(inMs(50_000));
    const alerts = await printFailedAlerts(t.db, job.clientId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.causeKey).toBe(`print:waiting:${job.id}`);
    expect(alerts[0]?.text).toContain(
      'Kitchen printer is not printing: the printer refused the connection (is it switched on?). 2 jobs are waiting',
    );
    const raisedAfterMs = (alerts[0]?.startAt.getTime() ?? Infinity) - job.createdAt.getTime();
    expect(raisedAfterMs).toBeLessThan(60_000);
    expect((await jobRow(t.db, job.id))?.status).toBe('queued');
  });
});
