import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderItemPrints, printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue } from '@/testing/order-fixtures.js';
import { addPrinter, addStation, orderJobs } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// A station, then its printer, deleted after they printed an order's lines: the lines stay
// printed (a later round prints only what is new), without the station and the job. The
// services clear those links; a foreign key cannot (db/schema/tenant-column.ts).

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
}, 60_000);
afterAll(() => t.close());

it('keeps the printed lines of a deleted station and a deleted printer', async () => {
  const printer = await addPrinter(owner, 'Soon gone');
  const station = await addStation(owner, {
    name: 'Soon gone',
    kind: 'kitchen',
    printer_id: printer.id,
    is_default: true,
  });
  const menu = await loadCatalogue(owner);
  const created = await owner.post('/api/orders/orders/', inStore([menu.line('Croissant')]));
  expect(created.statusCode).toBe(201);
  const orderId = created.json().id as string;
  const [job] = await orderJobs(t.db, orderId);
  if (!job) throw new Error('no kitchen ticket was queued');
  // Printed: a printer with jobs still waiting or failed may not be deleted.
  await t.db.update(printJobs).set({ status: 'confirmed' }).where(eq(printJobs.id, job.id));
  const printed = () =>
    t.db
      .select()
      .from(orderItemPrints)
      .where(and(eq(orderItemPrints.clientId, job.clientId), eq(orderItemPrints.orderId, orderId)));
  expect(await printed()).toEqual([
    expect.objectContaining({ stationId: station.id, printJobId: job.id, round: 1 }),
  ]);

  expect((await owner.delete(`/api/printing/stations/${station.id}/`)).statusCode).toBe(204);
  expect(await printed()).toEqual([
    expect.objectContaining({ stationId: null, printJobId: job.id, round: 1 }),
  ]);
  expect((await owner.delete(`/api/printing/printers/${printer.id}/`)).statusCode).toBe(204);
  expect(await printed()).toEqual([
    expect.objectContaining({ stationId: null, printJobId: null, round: 1 }),
  ]);
  expect(await orderJobs(t.db, orderId)).toEqual([]);
  expect((await owner.get(`/api/orders/orders/${orderId}/`)).statusCode).toBe(200);
});
