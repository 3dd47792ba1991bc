import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { inStore, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import { addPrinter, addStation, orderJobs, ticketOf } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// An order cancelled (issue 17): the kitchen gets a VOID ticket for what it was sent, and a
// ticket not printed yet never prints.

let t: TestApp;
let cafe: ApiClient;
let menu: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  const printer = await addPrinter(owner, 'Kitchen printer');
  await addStation(owner, {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: printer.id,
    is_default: true,
  });
}, 60_000);
afterAll(() => t.close());

const order = async () => {
  const res = await cafe.post(
    '/api/orders/orders/',
    inStore([menu.line('Croissant'), menu.line('Croissant')]),
  );
  expect(res.statusCode).toBe(201);
  const [job] = await orderJobs(t.db, res.json().id);
  if (!job) throw new Error('no kitchen ticket was queued');
  return { id: res.json().id as string, job };
};
const cancel = (id: string) => cafe.post(`/api/orders/orders/${id}/cancel/`);

it('voids at the kitchen what it was sent', async () => {
  const sent = await order();
  await t.db.update(printJobs).set({ status: 'confirmed' }).where(eq(printJobs.id, sent.job.id));
  expect((await cancel(sent.id)).statusCode).toBe(200);
  const voids = (await orderJobs(t.db, sent.id)).filter((job) => job.kind === 'void');
  expect(voids).toHaveLength(1);
  expect(ticketOf(voids[0])).toMatchObject({
    mark: 'VOID',
    station: 'Kitchen',
    lines: [{ quantity: 2, name: 'Croissant' }],
  });
});

it('drops a ticket not printed yet, and voids nothing', async () => {
  const waiting = await order();
  expect((await cancel(waiting.id)).statusCode).toBe(200);
  const jobs = await orderJobs(t.db, waiting.id);
  expect(jobs.map((job) => [job.kind, job.status])).toEqual([['kitchen', 'failed']]);
});
