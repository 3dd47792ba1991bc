import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { alerts, orderEvents, printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  clearPrintAlerts,
  closeUnfinishedJobs,
  inMs,
  onlyJob,
  placeOrder,
  printFailedAlerts,
  testDispatcher,
  type PlacedOrder,
} from '@/testing/dispatcher-fixtures.js';
import { merchantOf } from '@/testing/alert-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { addPrinter, type WirePrinter } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { alertFinished } from './print-job-alerts.js';

// A printer's backlog that gives up (issue 17): its jobs fail one after another, each at
// its own give-up time, and staff get one alert saying how many did not print, not one per
// ticket. A later outage (after 15 minutes, or once staff have read the alert) is news.

const kitchenSim = usePrinterSim({ name: 'Kitchen' });

let t: TestApp;
let owner: ApiClient;
let cafe: ApiClient;
let menu: Catalogue;
let kitchen: WirePrinter;
let bar: WirePrinter;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await merchantOf(t.db, CORNER_CAFE.identifier)).id;
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  kitchen = await addSimPrinter(owner, 'Kitchen', kitchenSim.sim());
  bar = await addPrinter(owner, 'Bar');
  await addKitchenStation(owner, { name: 'Kitchen', printer: kitchen, isDefault: true });
}, 60_000);
afterEach(async () => {
  await closeUnfinishedJobs(t.db);
  await clearPrintAlerts(t.db);
});
afterAll(() => t.close());

/** An order's kitchen ticket, finished on `printer` as the dispatcher would finish it. */
const finishedJob = async (
  printer: WirePrinter | null,
  status: 'failed' | 'unconfirmed',
  lastError: string,
) => {
  const order = await placeOrder(cafe, [menu.line('Latte')]);
  const job = await onlyJob(t.db, order.id);
  const [row] = await t.db
    .update(printJobs)
    .set({ status, lastError, ...(printer ? { printerId: printer.id } : {}) })
    .where(eq(printJobs.id, job.id))
    .returning();
  if (!row) throw new Error('the job is gone');
  return { order, row };
};

/** A finished job, alerted as the dispatcher alerts it. */
const finish = async (
  printer: WirePrinter | null,
  status: 'failed' | 'unconfirmed',
  lastError: string,
): Promise<{ order: PlacedOrder; jobId: string }> => {
  const { order, row } = await finishedJob(printer, status, lastError);
  await alertFinished(t.db, row, printer);
  return { order, jobId: row.id };
};

const printAlerts = async () => {
  const rows = await t.db.select().from(alerts).where(eq(alerts.type, 'print_failed'));
  return rows.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
};

/** How many jobs an alert counts: "3 jobs ..." or, for one, the job's own wording. */
const jobsIn = (text: string): number => Number(/^(\d+) jobs /.exec(text)?.[1] ?? 1);

/** The live events that tell the Alerts screen and the till to read the alerts again. */
const alertEvents = async (): Promise<number> =>
  (
    await t.db
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.clientId, merchantId), eq(orderEvents.type, 'alert.raised')))
  )[0]?.n ?? 0;

describe('one job that does not print', () => {
  it('keeps its own wording, naming the order, and is keyed by its printer', async () => {
    const { order, jobId } = await finish(kitchen, 'failed', 'the printer did not answer');
    const [alert, ...more] = await printAlerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      seen: false,
      causeKey: `print:failed:printer:${kitchen.id}:${jobId}`,
      text: `Order ticket for order #${order.order_number} did not print on Kitchen: the printer did not answer. Reprint it on another printer from the till.`,
    });
  });

  it('with no printer (its sender stopped) has an alert of its own, each time', async () => {
    const first = await finish(null, 'unconfirmed', 'the sender stopped');
    const second = await finish(null, 'unconfirmed', 'the sender stopped');
    const raised = await printAlerts();
    expect(raised.map((alert) => alert.causeKey)).toEqual([
      `print:unconfirmed:${first.jobId}`,
      `print:unconfirmed:${second.jobId}`,
    ]);
    expect(raised[1]?.text).toBe(
      `Order ticket for order #${second.order.order_number} may not have printed: the sender stopped. Check the printer, and reprint it from the till if it is not there.`,
    );
  });
});

describe("a printer's backlog that gives up", () => {
  it('is one alert saying how many did not print, announced again as it counts each', async () => {
    const eventsBefore = await alertEvents();
    const { jobId } = await finish(kitchen, 'failed', 'the printer did not answer');
    await finish(kitchen, 'failed', 'the printer did not answer');
    await finish(kitchen, 'failed', 'the printer refused the connection');
    const [alert, ...more] = await printAlerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      seen: false,
      causeKey: `print:failed:printer:${kitchen.id}:${jobId}`,
      text: '3 jobs did not print on Kitchen: the printer refused the connection. Reprint them on another printer from the till.',
    });
    expect(await alertEvents()).toBe(eventsBefore + 3);

    const list = (await owner.get('/api/alerts/')).json() as { results: { text: string }[] };
    expect(list.results[0]?.text).toBe(alert?.text);
  });

  it('keeps another printer’s jobs, and unconfirmed ones, in alerts of their own', async () => {
    await finish(kitchen, 'failed', 'the printer did not answer');
    await finish(bar, 'failed', 'the printer is out of paper');
    await finish(kitchen, 'unconfirmed', 'the connection dropped after the job was sent');
    await finish(kitchen, 'failed', 'the printer did not answer');
    await finish(kitchen, 'unconfirmed', 'the connection dropped after the job was sent');
    const texts = (await printAlerts()).map((alert) => alert.text);
    expect(texts).toHaveLength(3);
    expect(texts).toContain(
      '2 jobs did not print on Kitchen: the printer did not answer. Reprint them on another printer from the till.',
    );
    expect(texts).toContain(
      '2 jobs may not have printed on Kitchen: the connection dropped after the job was sent. Check the printer, and reprint them from the till if they are not there.',
    );
    expect(texts.filter((text) => text.includes('did not print on Bar'))).toHaveLength(1);
  });

  it('starts a new alert once the last is more than 15 minutes old', async () => {
    await finish(kitchen, 'failed', 'the printer did not answer');
    await finish(kitchen, 'failed', 'the printer did not answer');
    await t.db.update(alerts).set({ startAt: new Date(Date.now() - 16 * 60_000) });
    const later = await finish(kitchen, 'failed', 'the printer did not answer');
    const [earlier, latest, ...more] = await printAlerts();
    expect(more).toEqual([]);
    expect(jobsIn(earlier?.text ?? '')).toBe(2);
    expect(latest?.text).toContain(`order #${later.order.order_number} did not print on Kitchen`);
  });

  it('starts a new alert once staff have read the last', async () => {
    await finish(kitchen, 'failed', 'the printer did not answer');
    const [read] = await printAlerts();
    const marked = await owner.post('/api/alerts/mark_seen/', { ids: [read?.id] });
    expect(marked.statusCode).toBe(200);
    await finish(kitchen, 'failed', 'the printer did not answer');
    await finish(kitchen, 'failed', 'the printer did not answer');
    const [first, second, ...more] = await printAlerts();
    expect(more).toEqual([]);
    expect(first).toMatchObject({ id: read?.id, seen: true });
    expect(jobsIn(first?.text ?? '')).toBe(1);
    expect(second?.text).toMatch(/^2 jobs did not print on Kitchen/);
  });

  it('as the dispatcher gives up on a silent printer, is one alert for the tickets', async () => {
    const giveUp = testDispatcher(t.db, { giveUpAfterMs: 1_000 });
    await kitchenSim.sim().setMode('silent');
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await placeOrder(cafe, [menu.line('Latte')]));
    await giveUp.runOnce(inMs(2_000));
    await giveUp.runOnce(inMs(3_000));
    await giveUp.runOnce(inMs(4_000));
    for (const order of orders) expect((await onlyJob(t.db, order.id)).status).toBe('failed');
    const [alert, ...more] = await printFailedAlerts(t.db, merchantId);
    expect(more).toEqual([]);
    expect(alert?.text).toBe(
      '3 jobs did not print on Kitchen: the printer did not answer. Reprint them on another printer from the till.',
    );
    await kitchenSim.sim().setMode('online');
  }, 20_000);
});

describe('jobs of one printer failing in two processes at once', () => {
  itRacesOnPostgres('count every job, in one alert when there already is one', async () => {
    await finish(kitchen, 'failed', 'the printer did not answer');
    const rows = [];
    for (let i = 0; i < 8; i += 1)
      rows.push((await finishedJob(kitchen, 'failed', 'the printer did not answer')).row);
    await Promise.all(rows.map((row) => alertFinished(t.db, row, kitchen)));
    const [alert, ...more] = await printAlerts();
    expect(more).toEqual([]);
    expect(alert?.text).toMatch(/^9 jobs did not print on Kitchen/);
  });

  itRacesOnPostgres('lose no count when none of them finds an alert', async () => {
    const rows = [];
    for (let i = 0; i < 6; i += 1)
      rows.push((await finishedJob(kitchen, 'failed', 'the printer did not answer')).row);
    await Promise.all(rows.map((row) => alertFinished(t.db, row, kitchen)));
    const raised = await printAlerts();
    expect(raised.length).toBeGreaterThanOrEqual(1);
    expect(raised.reduce((sum, alert) => sum + jobsIn(alert.text), 0)).toBe(6);
  });
});
