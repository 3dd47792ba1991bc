import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { usePrinterSim } from '@opentill/printer-sim/test-sim';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { printers } from '@/db/schema/index.js';
import type { ApiClient } from '@/testing/api-client.js';
import {
  addKitchenStation,
  addSimPrinter,
  inMs,
  onlyJob,
  placeOrder,
  printedFor,
  TEST_TIMEOUTS,
  testDispatcher,
} from '@/testing/dispatcher-fixtures.js';
import { loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import type { WirePrinter } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { checkPrintersHealth } from './printer-health.js';

// The health check behind Settings → Printers' badges (issue 17): each network printer
// asked its status, the answer kept, and a printer found back online prints what waited.

const upSim = usePrinterSim({ name: 'Up' });
const noPaperSim = usePrinterSim({ name: 'No paper' });
const offSim = usePrinterSim({ name: 'Off' });

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
let added: Record<'up' | 'noPaper' | 'off', WirePrinter>;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  added = {
    up: await addSimPrinter(owner, 'Up printer', upSim.sim()),
    noPaper: await addSimPrinter(owner, 'No paper printer', noPaperSim.sim()),
    off: await addSimPrinter(owner, 'Off printer', offSim.sim()),
  };
  await addKitchenStation(owner, { name: 'Kitchen', printer: added.noPaper, isDefault: true });
}, 60_000);
afterAll(() => t.close());

const healthOf = async () => {
  const ids = Object.values(added).map((printer) => printer.id);
  const rows = await t.db
    .select({ id: printers.id, health: printers.health, checkedAt: printers.checkedAt })
    .from(printers)
    .where(inArray(printers.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
};

describe('checkPrintersHealth', () => {
  it('records online, paper out and offline, each with when it was asked', async () => {
    await noPaperSim.sim().setMode('paper_out');
    await offSim.sim().setMode('refuse');
    const now = new Date();
    const started = Date.now();
    expect(await checkPrintersHealth(t.db, now, TEST_TIMEOUTS)).toBeGreaterThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(2_000);
    const health = await healthOf();
    expect(health[added.up.id]).toEqual({ id: added.up.id, health: 'online', checkedAt: now });
    expect(health[added.noPaper.id]).toMatchObject({ health: 'paper_out', checkedAt: now });
    expect(health[added.off.id]).toMatchObject({ health: 'offline', checkedAt: now });
    expect(upSim.sim().jobs()).toEqual([]);
  });

  it('records the change when a printer comes back', async () => {
    await offSim.sim().setMode('refuse');
    await checkPrintersHealth(t.db, new Date(), TEST_TIMEOUTS);
    expect((await healthOf())[added.off.id]?.health).toBe('offline');
    await offSim.sim().setMode('online');
    await checkPrintersHealth(t.db, new Date(), TEST_TIMEOUTS);
    expect((await healthOf())[added.off.id]?.health).toBe('online');
  });

  it('lets a printer found back online print what waited at once, not at its next try', async () => {
    const dispatcher = testDispatcher(t.db, { waitMs: () => 10 * 60_000 });
    await noPaperSim.sim().setMode('paper_out');
    const order = await placeOrder(cafe, [menu.line('Croissant')]);
    await dispatcher.runOnce(inMs(100));
    expect((await onlyJob(t.db, order.id)).status).toBe('queued');
    await noPaperSim.sim().setMode('online');
    expect(await dispatcher.runOnce(inMs(2_000))).toBe(0);

    await checkPrintersHealth(t.db, inMs(2_000), TEST_TIMEOUTS);
    expect(await dispatcher.runOnce(inMs(2_000))).toBe(1);
    expect(printedFor(noPaperSim.sim(), order)).toHaveLength(1);
    expect((await onlyJob(t.db, order.id)).status).toBe('confirmed');
  });
});
