import { afterAll, beforeAll, describe, expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  inMs,
  placeOrder,
  printedFor,
  testDispatcher,
  type PlacedOrder,
} from '@/testing/dispatcher-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { routeCategories } from '@/testing/printing-fixtures.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { secondAppInstance } from '@/testing/second-app-instance.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// Two server processes dispatch print jobs at once, each through its own connections to
// one PostgreSQL database (issue 17): every ticket still prints exactly once. Only
// PostgreSQL can show it; PGlite's one connection never lets two claims overlap.

const kitchenSim = usePrinterSim({ name: 'Kitchen' });
const barSim = usePrinterSim({ name: 'Bar' });

let a: TestApp;
let b: Awaited<ReturnType<typeof secondAppInstance>>;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  a = await createTestApp();
  b = await secondAppInstance(a);
  const owner = await tillSession(a.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(a.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  const kitchen = await addSimPrinter(owner, 'Kitchen printer', kitchenSim.sim());
  const barPrinter = await addSimPrinter(owner, 'Bar printer', barSim.sim());
  await addKitchenStation(owner, { name: 'Kitchen', printer: kitchen, isDefault: true });
  const bar = await addKitchenStation(owner, { name: 'Bar', printer: barPrinter });
  await routeCategories(owner, { [menu.product('Flat White').parent_category_id ?? '']: bar.id });
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

const ORDERS = 30;

describe('two dispatchers on one PostgreSQL database', () => {
  itRacesOnPostgres(
    'print each ticket exactly once and confirm every job',
    async () => {
      const orders: PlacedOrder[] = [];
      for (let i = 0; i < ORDERS; i++)
        orders.push(await placeOrder(cafe, [menu.line('Sausage Roll'), menu.line('Flat White')]));
      const first = testDispatcher(a.db);
      const second = testDispatcher(b.db);

      // Both claim at the same moment, each on its own connections. Which one takes which
      // jobs is up to the race (a printer being sent to by one is skipped by the other);
      // a job claimed twice would be counted, and printed, twice.
      const rounds: number[][] = [];
      for (let round = 0; round < 3; round++) {
        const now = inMs(100 + round);
        rounds.push(await Promise.all([first.runOnce(now), second.runOnce(now)]));
      }
      expect(rounds.flat().reduce((sum, tried) => sum + tried, 0)).toBe(2 * ORDERS);

      for (const order of orders) {
        expect(printedFor(kitchenSim.sim(), order)).toHaveLength(1);
        expect(printedFor(barSim.sim(), order)).toHaveLength(1);
      }
      expect(kitchenSim.sim().jobs()).toHaveLength(ORDERS);
      expect(barSim.sim().jobs()).toHaveLength(ORDERS);
      const jobs = await a.db
        .select({ status: printJobs.status })
        .from(printJobs)
        .where(
          inArray(
            printJobs.orderId,
            orders.map((order) => order.id),
          ),
        );
      expect(jobs).toHaveLength(2 * ORDERS);
      expect(jobs.every((job) => job.status === 'confirmed')).toBe(true);
    },
    60_000,
  );
});
