import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alerts } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { inStore, loadCatalogue } from '@/testing/order-fixtures.js';
import {
  addPrinter,
  addStation,
  jobRow,
  orderJobs,
  registerTill,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { sweepDeviceJobs } from './device-job-sweep.js';
import { PRINT_RETRY } from './print-retry.js';

// A till that serves a printer and is switched off never pulls: its jobs are told to staff
// after a while and failed in the end, as a network printer's are (issue 17).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

it('tells staff of a device that does not take its jobs, then fails them', async () => {
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  const cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  const menu = await loadCatalogue(cafe);
  const till = await registerTill(cafe);
  const printer = await addPrinter(owner, 'Till printer', {
    connection: 'device',
    address: '',
    columns: 42,
    device_id: till.id,
  });
  await addStation(owner, {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: printer.id,
    is_default: true,
  });
  const order = await cafe.post('/api/orders/orders/', inStore([menu.line('Croissant')]));
  const [job] = await orderJobs(t.db, order.json().id);
  if (!job) throw new Error('no kitchen ticket was queued');
  const printAlerts = () => t.db.select().from(alerts).where(eq(alerts.type, 'print_failed'));

  await sweepDeviceJobs(t.db, new Date(), PRINT_RETRY);
  expect(await printAlerts()).toHaveLength(0);

  const later = new Date(job.createdAt.getTime() + PRINT_RETRY.alertAfterMs + 1_000);
  await sweepDeviceJobs(t.db, later, PRINT_RETRY);
  await sweepDeviceJobs(t.db, later, PRINT_RETRY);
  const waiting = await printAlerts();
  expect(waiting).toHaveLength(1);
  expect(waiting[0]?.text).toContain('Till printer is not printing');
  expect((await jobRow(t.db, job.id))?.status).toBe('queued');

  const muchLater = new Date(job.createdAt.getTime() + PRINT_RETRY.giveUpAfterMs + 1_000);
  await sweepDeviceJobs(t.db, muchLater, PRINT_RETRY);
  expect((await jobRow(t.db, job.id))?.status).toBe('failed');
  expect(await printAlerts()).toHaveLength(2);
});
