import { expect, test, type Page, type Response } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.js';
import { checkout, openTillAsAlex } from '../support/checkout.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';
import {
  addPrinterByApi,
  addStationByApi,
  closeFakePrinters,
  ownerApi,
  startFakePrinters,
  ticketNumber,
  type FakePrinter,
} from '../support/printers.js';

// Issue 17's "Done means": a service of 50 takeaways rung up at the till, with the kitchen
// printer switched off after the 10th (OFF_FOR_MS) and then back. Every ticket prints
// exactly once, staff see within 60 s that tickets are waiting (the top bar's "not
// printed" chip), and the till never waits for the printer. Printers and stations are set
// up through the API; the Kitchen station has no fallback printer, so every ticket waits
// for the kitchen printer and is counted there. A server of its own (E2E_PORT + 17).

const SALES = 50;
const SWITCH_OFF_AFTER = 10;
/**
 * The service switches the printer off for 2 minutes; CI runs it for 70 s (past the
 * 60 s in which staff must see it, and two rounds of retries) to stay inside its time limit.
 * PRINTING_OUTAGE_MS=120000 runs the full two minutes.
 */
const OFF_FOR_MS = Number(process.env.PRINTING_OUTAGE_MS ?? 70_000);
const SEEN_WITHIN_MS = 60_000;

let server: OwnServer;
let sims: Record<'Kitchen' | 'Counter', FakePrinter>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sims = await startFakePrinters(['Kitchen', 'Counter'] as const);
  server = await startOwnServer({
    name: 'e2e-printing-service',
    port: E2E_PORT + 17,
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '0', JOBS: 'on', PRINTER_HEALTH_EVERY_MS: '5000' },
  });
  const api = await ownerApi(server.url);
  const kitchen = await addPrinterByApi(api, 'Kitchen printer', sims.Kitchen);
  const counter = await addPrinterByApi(api, 'Counter printer', sims.Counter);
  await addStationByApi(api, {
    name: 'Kitchen',
    kind: 'kitchen',
    printerId: kitchen.id,
    isDefault: true,
  });
  await addStationByApi(api, {
    name: 'Receipts',
    kind: 'receipts',
    printerId: counter.id,
    isDefault: false,
  });
  await api.dispose();
});

test.afterAll(async () => {
  await server.stop();
  await closeFakePrinters(sims);
});

type Sale = { orderNumber: number; ms: number; whilePrinterOff: boolean };

const isOrderCreate = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === '/api/orders/orders/';

/**
 * One takeaway Babyccino for `name`, paid with Exact, as short as the till allows: the
 * tile, Takeaway (when the till is not on it already), Pay, the name typed, Continue to
 * payment, Exact, New order. Answers the order's number and how long the sale took.
 */
const sellOne = async (page: Page, name: string) => {
  const started = Date.now();
  const order = page.getByRole('region', { name: 'Order' });
  const dialog = checkout(page);
  await page
    .getByRole('region', { name: 'Categories and products' })
    .getByRole('button', { name: /^Babyccino/ })
    .click();
  const takeaway = order
    .getByRole('group', { name: 'Order type' })
    .getByRole('button', { name: 'Takeaway' });
  if ((await takeaway.getAttribute('aria-pressed')) !== 'true') await takeaway.click();
  await order.getByRole('button', { name: 'Pay £1.00' }).click();
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
  const created = page
    .waitForResponse(isOrderCreate)
    .then(async (response) => ((await response.json()) as { order_number: number }).order_number);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const orderNumber = await created;
  await dialog.getByRole('button', { name: 'Exact' }).click();
  await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await dialog.getByRole('button', { name: 'New order' }).click();
  await expect(dialog).toBeHidden();
  return { orderNumber, ms: Date.now() - started };
};

/** The kitchen tickets the kitchen printer printed (test pages and the like left out). */
const kitchenTickets = () =>
  sims.Kitchen.jobs()
    .map((job) => ticketNumber(job, 'Kitchen'))
    .filter((number): number is string => number !== null);

test('a service of 50 orders with the kitchen printer switched off in the middle prints every ticket once', async ({
  browser,
}) => {
  test.setTimeout(8 * 60_000);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  await openTillAsAlex(page);
  await page.goto('/till/hot-drinks');
  const chip = page.getByRole('button', { name: /^\d+ print jobs? not printed$/ });

  const sales: Sale[] = [];
  let offAt: number | null = null;
  let onAt: number | null = null;
  let seenAfterMs: number | null = null;
  // Between sales, as staff glance at the top bar; the first time it shows, they open it.
  const noteChip = async () => {
    if (offAt === null || seenAfterMs !== null || !(await chip.isVisible())) return;
    seenAfterMs = Date.now() - offAt;
    await chip.click();
    const problems = page.getByRole('dialog', { name: 'Not printed' });
    await expect(
      problems.getByRole('list', { name: 'Print jobs not printed' }).getByRole('listitem').first(),
    ).toContainText(/Order ticket · .+ · Kitchen\s*Kitchen printer · (Waiting to print|Printing)/);
    await problems.getByRole('button', { name: 'Close' }).click();
    await expect(problems).toBeHidden();
  };

  for (let n = 1; n <= SALES; n++) {
    if (n === SWITCH_OFF_AFTER + 1) {
      // The 10 tickets so far are out first: the switch-off is between tickets, not during
      // one (a job cut off mid-send is the dispatcher tests' case, not this one).
      await expect.poll(() => kitchenTickets().length, { timeout: 30_000 }).toBe(10);
      await sims.Kitchen.setMode('refuse');
      offAt = Date.now();
    }
    // Back on after OFF_FOR_MS; should the sales run ahead, the last ten wait for it, so
    // some are rung up with the printer back.
    if (offAt !== null && onAt === null && (Date.now() - offAt >= OFF_FOR_MS || n > SALES - 10)) {
      while (Date.now() - offAt < OFF_FOR_MS) {
        await noteChip();
        await page.waitForTimeout(1_000);
      }
      await sims.Kitchen.setMode('online');
      onAt = Date.now();
    }
    const sale = await sellOne(page, `Guest ${n}`);
    sales.push({ ...sale, whilePrinterOff: offAt !== null && onAt === null });
    await noteChip();
  }
  if (offAt === null || onAt === null) throw new Error('the kitchen printer was never off');

  // Staff saw it within the minute.
  console.log(`print problems chip seen ${seenAfterMs ?? '—'} ms after the switch-off`);
  test.info().annotations.push({
    type: 'not printed chip seen after switch-off (ms)',
    description: String(seenAfterMs),
  });
  expect(seenAfterMs, 'the not printed chip showed while the printer was off').not.toBeNull();
  expect(seenAfterMs).toBeLessThanOrEqual(SEEN_WITHIN_MS);
  expect(onAt - offAt).toBeGreaterThanOrEqual(OFF_FOR_MS);

  // The till never waited: each sale's own expectations held within their usual timeout;
  // the slowest is kept for a person to read, not held to a tight bound.
  const slowest = (list: Sale[]) => Math.max(...list.map((sale) => sale.ms));
  const whileOff = sales.filter((sale) => sale.whilePrinterOff);
  const whileOn = sales.filter((sale) => !sale.whilePrinterOff);
  console.log(
    `sales | ${sales.length} | slowest ${slowest(sales)} ms | printer off: ${whileOff.length}, ` +
      `slowest ${slowest(whileOff)} ms | printer on: ${whileOn.length}, slowest ${slowest(whileOn)} ms`,
  );
  test.info().annotations.push(
    { type: 'slowest sale (ms)', description: String(slowest(sales)) },
    {
      type: 'slowest sale with the kitchen printer off (ms)',
      description: String(slowest(whileOff)),
    },
  );
  expect(whileOff.length).toBeGreaterThanOrEqual(10);

  // Back on: every order's ticket prints, once. The retries come every 30 s at most.
  await expect
    .poll(() => new Set(kitchenTickets()).size, { timeout: 120_000, intervals: [1_000] })
    .toBe(SALES);
  // A duplicate would come with a retry: wait past the next round (the health check, 5 s
  // here, wakes what waits) before counting.
  await page.waitForTimeout(12_000);
  const printed = kitchenTickets();
  const counts = new Map<string, number>();
  for (const number of printed) counts.set(number, (counts.get(number) ?? 0) + 1);
  const twice = [...counts].filter(([, count]) => count > 1);
  console.log(
    `kitchen tickets | ${printed.length} printed | ${counts.size} orders | twice: ${twice.length}`,
  );
  expect(twice, 'tickets printed more than once').toEqual([]);
  expect(printed).toHaveLength(SALES);
  // Each is the ticket of one of the service's orders, by the number the till gave it.
  expect
    .soft([...counts.keys()].sort(), 'the tickets carry the orders’ numbers')
    .toEqual(sales.map((sale) => `#${sale.orderNumber}`).sort());

  // Nothing is left waiting: the chip goes once the problems list is asked again.
  await expect(chip).toBeHidden({ timeout: 30_000 });
  await context.close();
});
