import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { printers } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  inMs,
  linesOf,
  onlyJob,
  placeOrder,
  testDispatcher,
  ticketNumber,
  type PlacedOrder,
} from '@/testing/dispatcher-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import type { WirePrinter } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { claimDueJobs, releaseJobs } from './print-job-rows.js';

// A printer's backlog (issue 17): after an outage a kitchen printer may owe dozens of
// tickets, each taking a second or two to print. Each is claimed only when the one before
// it is done, so none waits under a lease that could run out before it is even sent.

/** Prints each job 100 ms after it arrives and answers GS ( H once it has. */
const kitchenSim = usePrinterSim({ name: 'Kitchen', printDelayMs: 100 });

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let kitchen: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  kitchen = await addSimPrinter(owner, 'Kitchen printer', kitchenSim.sim());
  await t.db.update(printers).set({ answersProcessId: true }).where(eq(printers.id, kitchen.id));
  await addKitchenStation(owner, { name: 'Kitchen', printer: kitchen, isDefault: true });
}, 60_000);
afterAll(() => t.close());

const BACKLOG = 6;

describe('a printer owing several tickets', () => {
  it('gives a claim only its oldest ticket', async () => {
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 3; i++) orders.push(await placeOrder(cafe, [menu.line('Croissant')]));
    const claimed = await claimDueJobs(t.db, inMs(100), 40, { connection: 'network' });
    expect(claimed.map(({ job }) => job.orderId)).toEqual([orders[0]?.id]);
    // A second process finds the printer busy and takes none of the rest.
    expect(await claimDueJobs(t.db, inMs(100), 40, { connection: 'network' })).toEqual([]);
    await releaseJobs(
      t.db,
      claimed.map(({ job }) => job),
      inMs(0),
    );
    expect(await testDispatcher(t.db).runOnce(inMs(100))).toBe(3);
  });

  it('prints them all in order in one pass, each confirmed once it printed', async () => {
    kitchenSim.sim().clearJobs();
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < BACKLOG; i++)
      orders.push(await placeOrder(cafe, [menu.line('Sausage Roll')]));
    expect(await testDispatcher(t.db).runOnce(inMs(100))).toBe(BACKLOG);
    const printed = kitchenSim.sim().jobs();
    expect(printed.map((job) => linesOf(job).find((line) => line.startsWith('#')))).toEqual(
      orders.map((order) => expect.stringContaining(ticketNumber(order))),
    );
    for (const order of orders) expect((await onlyJob(t.db, order.id)).status).toBe('confirmed');
  });
});
