import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  clearPrintAlerts,
  closeUnfinishedJobs,
  inMs,
  linesOf,
  onlyJob,
  placeOrder,
  printedFor,
  printFailedAlerts,
  testDispatcher,
  ticketNumber,
} from '@/testing/dispatcher-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import type { WirePrinter } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { claimDueJobs, SENDING_LEASE_MS } from './print-job-rows.js';

// A station whose printer is down sends its tickets to its fallback printer after a few
// tries (issue 17), and a job whose sender stopped mid-send is never sent again by itself.

const kitchenSim = usePrinterSim({ name: 'Kitchen' });
const spareSim = usePrinterSim({ name: 'Spare' });

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let kitchen: WirePrinter;
let spare: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  kitchen = await addSimPrinter(owner, 'Kitchen printer', kitchenSim.sim());
  spare = await addSimPrinter(owner, 'Spare printer', spareSim.sim());
  await addKitchenStation(owner, {
    name: 'Kitchen',
    printer: kitchen,
    fallback: spare,
    isDefault: true,
  });
}, 60_000);
afterEach(async () => {
  await closeUnfinishedJobs(t.db);
  await clearPrintAlerts(t.db);
});
afterAll(() => t.close());

const foodOrder = () => placeOrder(cafe, [menu.line('Croissant')]);

describe("a station's fallback printer", () => {
  it('takes the station’s tickets, in order, once its printer refused them enough times', async () => {
    const dispatcher = testDispatcher(t.db, { triesBeforeFallback: 2 });
    await kitchenSim.sim().setMode('refuse');
    const first = await foodOrder();
    const second = await foodOrder();

    await dispatcher.runOnce(inMs(100));
    expect(await onlyJob(t.db, first.id)).toMatchObject({ printerId: kitchen.id, attempts: 1 });
    await dispatcher.runOnce(inMs(1_000));
    expect(await onlyJob(t.db, first.id)).toMatchObject({
      printerId: spare.id,
      status: 'queued',
      attempts: 2,
    });
    expect(await onlyJob(t.db, second.id)).toMatchObject({ printerId: spare.id, attempts: 0 });
    expect(spareSim.sim().jobs()).toEqual([]);

    expect(await dispatcher.runOnce(inMs(1_100))).toBe(2);
    expect(await dispatcher.runOnce(inMs(2_000))).toBe(0);
    const printed = spareSim.sim().jobs();
    expect(printed.map((job) => linesOf(job).find((line) => line.startsWith('#')))).toEqual([
      ticketNumber(first),
      ticketNumber(second),
    ]);
    expect(printedFor(spareSim.sim(), first)).toHaveLength(1);
    for (const order of [first, second])
      expect(await onlyJob(t.db, order.id)).toMatchObject({
        printerId: spare.id,
        status: 'confirmed',
      });
  });

  it('is not used while the station’s printer is up', async () => {
    const dispatcher = testDispatcher(t.db, { triesBeforeFallback: 1 });
    const order = await foodOrder();
    await dispatcher.runOnce(inMs(100));
    expect(printedFor(kitchenSim.sim(), order)).toHaveLength(1);
    expect(spareSim.sim().jobs()).toEqual([]);
  });
});

describe('a job whose sender stopped while sending it', () => {
  it('becomes unconfirmed once its lease lapses, raises an alert, and is never resent', async () => {
    const dispatcher = testDispatcher(t.db);
    const order = await foodOrder();
    // A dispatcher claims it and dies before it records what happened.
    const claimed = await claimDueJobs(t.db, inMs(100), 40, { connection: 'network' });
    expect(claimed.map(({ job }) => job.orderId)).toEqual([order.id]);
    expect(await dispatcher.runOnce(inMs(1_000))).toBe(0);
    expect((await onlyJob(t.db, order.id)).status).toBe('sending');

    expect(await dispatcher.runOnce(inMs(100 + SENDING_LEASE_MS + 1_000))).toBe(0);
    const lapsed = await onlyJob(t.db, order.id);
    expect(lapsed).toMatchObject({
      status: 'unconfirmed',
      leaseUntil: null,
      lastError: 'the printer was being sent this job when the sender stopped',
    });
    const alerts = await printFailedAlerts(t.db, lapsed.clientId);
    expect(alerts.map((alert) => alert.causeKey)).toEqual([`print:unconfirmed:${lapsed.id}`]);
    expect(alerts[0]?.text).toContain(`order #${order.order_number} may not have printed`);

    expect(await dispatcher.runOnce(inMs(2 * SENDING_LEASE_MS))).toBe(0);
    expect(kitchenSim.sim().jobs()).toEqual([]);
    expect(spareSim.sim().jobs()).toEqual([]);
    expect((await onlyJob(t.db, order.id)).status).toBe('unconfirmed');
    expect(await printFailedAlerts(t.db, lapsed.clientId)).toHaveLength(1);
  });
});
