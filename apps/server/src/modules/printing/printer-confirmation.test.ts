import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { printJobs, printers } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  inMs,
  onlyJob,
  placeOrder,
  printFailedAlerts,
  printedFor,
  TEST_TIMEOUTS,
  testDispatcher,
} from '@/testing/dispatcher-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { printerBody, type WirePrinter } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { checkPrintersHealth } from './printer-health.js';

// How a printer's jobs are confirmed (issue 17): the health check asks each printer once
// whether it answers GS ( H; one that does has a job confirmed only once it printed, so a
// ticket the paper ran out in is never "confirmed".

/** An Epson TM: takes 150 ms to print a job, answering real-time status meanwhile. */
const epsonSim = usePrinterSim({ name: 'Epson', printDelayMs: 150 });
const cloneSim = usePrinterSim({ name: 'Clone', answersProcessId: false });

let t: TestApp;
let owner: ApiClient;
let cafe: ApiClient;
let menu: Catalogue;
let epson: WirePrinter;
let clone: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  epson = await addSimPrinter(owner, 'Epson', epsonSim.sim());
  clone = await addSimPrinter(owner, 'Clone', cloneSim.sim());
  await addKitchenStation(owner, { name: 'Kitchen', printer: epson, isDefault: true });
}, 60_000);
afterAll(() => t.close());

const answersProcessId = async (printer: WirePrinter) => {
  const [row] = await t.db
    .select({ answers: printers.answersProcessId })
    .from(printers)
    .where(eq(printers.id, printer.id));
  return row?.answers;
};

describe('confirming by process ID', () => {
  it('asks each printer once whether it answers GS ( H, and prints nothing', async () => {
    expect(await answersProcessId(epson)).toBeNull();
    await checkPrintersHealth(t.db, new Date(), TEST_TIMEOUTS);
    expect(await answersProcessId(epson)).toBe(true);
    expect(await answersProcessId(clone)).toBe(false);
    // A clone is not asked again: it could print what it does not understand.
    await t.db.update(printers).set({ answersProcessId: null }).where(eq(printers.id, epson.id));
    await epsonSim.sim().setMode('paper_out');
    await checkPrintersHealth(t.db, new Date(), TEST_TIMEOUTS);
    expect(await answersProcessId(epson)).toBeNull();
    await epsonSim.sim().setMode('online');
    await checkPrintersHealth(t.db, new Date(), TEST_TIMEOUTS);
    expect(await answersProcessId(epson)).toBe(true);
    expect(epsonSim.sim().jobs()).toEqual([]);
    expect(cloneSim.sim().jobs()).toEqual([]);
  });

  it('asks again once the owner changes the printer', async () => {
    await checkPrintersHealth(t.db, new Date(), TEST_TIMEOUTS);
    expect(await answersProcessId(clone)).toBe(false);
    const res = await owner.put(
      `/api/printing/printers/${clone.id}/`,
      printerBody('Clone', { address: epsonSim.sim().address }),
    );
    expect(res.statusCode).toBe(200);
    expect(await answersProcessId(clone)).toBeNull();
    await checkPrintersHealth(t.db, new Date(), TEST_TIMEOUTS);
    expect(await answersProcessId(clone)).toBe(true);
    await owner.put(
      `/api/printing/printers/${clone.id}/`,
      printerBody('Clone', { address: cloneSim.sim().address }),
    );
  });

  it('confirms a ticket once it printed', async () => {
    const order = await placeOrder(cafe, [menu.line('Croissant')]);
    await testDispatcher(t.db).runOnce(inMs(100));
    expect((await onlyJob(t.db, order.id)).status).toBe('confirmed');
    expect(printedFor(epsonSim.sim(), order)).toHaveLength(1);
  });

  it('leaves a ticket the paper ran out in unconfirmed, says so, and never sends it again', async () => {
    await epsonSim.sim().setMode('paper_ends');
    const order = await placeOrder(cafe, [menu.line('Croissant')]);
    const dispatcher = testDispatcher(t.db);
    await dispatcher.runOnce(inMs(100));
    const job = await onlyJob(t.db, order.id);
    expect(job).toMatchObject({ status: 'unconfirmed', lastError: 'the printer is out of paper' });
    const alerts = await printFailedAlerts(t.db, job.clientId);
    expect(alerts.map((alert) => alert.text).join('\n')).toContain('may not have printed on Epson');
    await epsonSim.sim().setMode('online');
    await dispatcher.runOnce(inMs(60_000));
    expect(printedFor(epsonSim.sim(), order)).toEqual([]);
  });

  it('asks again when a printer that answered GS ( H stops answering it (swapped for a clone)', async () => {
    await t.db.update(printers).set({ answersProcessId: true }).where(eq(printers.id, clone.id));
    const order = await placeOrder(cafe, [menu.line('Croissant')]);
    await t.db
      .update(printJobs)
      .set({ printerId: clone.id })
      .where(eq(printJobs.orderId, order.id));
    await testDispatcher(t.db).runOnce(inMs(100));
    expect(await onlyJob(t.db, order.id)).toMatchObject({
      status: 'unconfirmed',
      lastError: 'the printer did not say it printed',
    });
    expect(await answersProcessId(clone)).toBeNull();
  });
});
