import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import { printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import {
  addPrinter,
  addStation,
  jobRow,
  orderJobs,
  registerTill,
  setTillPrinting,
  ticketOf,
  type WirePrinter,
  type WirePrintJob,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// What did not print (issue 17): staff see failed, unconfirmed and long-waiting jobs, reprint
// one on another printer in one tap (marked REPRINT), or say it printed after all.

let t: TestApp;
let owner: ApiClient;
let cafe: ApiClient;
let menu: Catalogue;
let kitchenPrinter: WirePrinter;
let sparePrinter: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  kitchenPrinter = await addPrinter(owner, 'Kitchen printer');
  sparePrinter = await addPrinter(owner, 'Spare printer', { address: '192.168.1.60' });
  await addStation(owner, {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: kitchenPrinter.id,
    is_default: true,
  });
}, 60_000);
afterAll(() => t.close());

/** An order's kitchen ticket, left as the dispatcher leaves one after its last retry. */
const failedTicket = async (status: 'failed' | 'unconfirmed' = 'failed') => {
  const res = await cafe.post('/api/orders/orders/', inStore([menu.line('Croissant')]));
  expect(res.statusCode).toBe(201);
  const [job] = await orderJobs(t.db, res.json().id);
  if (!job) throw new Error('no kitchen ticket was queued');
  await t.db
    .update(printJobs)
    .set({ status, attempts: 5, lastError: 'the printer did not answer' })
    .where(eq(printJobs.id, job.id));
  return job;
};
const problemIds = async (api = cafe) => {
  const res = await api.get('/api/printing/jobs/?problems=true');
  expect(res.statusCode).toBe(200);
  return (res.json().results as WirePrintJob[]).map((job) => job.id);
};
const reprint = (id: string, printerId: string, headers?: Record<string, string>) =>
  cafe.post(`/api/printing/jobs/${id}/reprint/`, { printer_id: printerId }, headers);

describe('GET printing/jobs/', () => {
  it('requires authentication, and a till rather than a kitchen screen', async () => {
    expect((await new ApiClient(t.app).get('/api/printing/jobs/')).statusCode).toBe(401);
    expect((await kitchenScreen(t.app).get('/api/printing/jobs/')).statusCode).toBe(403);
  });

  it('shows failed and long-waiting jobs as problems, not a job just queued', async () => {
    const failed = await failedTicket();
    const waiting = await failedTicket();
    await t.db
      .update(printJobs)
      .set({ status: 'queued', createdAt: new Date(Date.now() - 30_000) })
      .where(eq(printJobs.id, waiting.id));
    const res = await cafe.post('/api/orders/orders/', inStore([menu.line('Croissant')]));
    const [fresh] = await orderJobs(t.db, res.json().id);
    const problems = await problemIds();
    expect(problems).toEqual(expect.arrayContaining([failed.id, waiting.id]));
    expect(problems).not.toContain(fresh?.id);
    const all = (await cafe.get('/api/printing/jobs/')).json().results as WirePrintJob[];
    expect(all.map((job) => job.id)).toContain(fresh?.id);
    const shown = all.find((job) => job.id === failed.id);
    expect(shown).toMatchObject({
      kind: 'kitchen',
      status: 'failed',
      station_name: 'Kitchen',
      printer_name: 'Kitchen printer',
      attempts: 5,
      last_error: 'the printer did not answer',
    });
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    expect(await problemIds(harbour)).toEqual([]);
    expect((await harbour.get(`/api/printing/jobs/${failed.id}/`)).statusCode).toBe(404);
  });
});

describe('POST printing/jobs/{id}/reprint/', () => {
  it('prints the same ticket marked REPRINT on the printer chosen, and clears the problem', async () => {
    const failed = await failedTicket();
    expect(await problemIds()).toContain(failed.id);
    const res = await reprint(failed.id, sparePrinter.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'reprint',
      status: 'queued',
      order_id: failed.orderId,
      station_name: 'Kitchen',
      printer_id: sparePrinter.id,
    });
    const row = await jobRow(t.db, res.json().id);
    expect(row?.reprintOf).toBe(failed.id);
    expect(ticketOf(row)).toEqual({ ...ticketOf(failed), isReprint: true });
    const problems = await problemIds();
    expect(problems).not.toContain(failed.id);
    expect(problems).not.toContain(res.json().id);
    expect((await jobRow(t.db, failed.id))?.status).toBe('failed');
  });

  it('gives up a job still waiting for its printer, so it cannot print as well', async () => {
    const res = await cafe.post('/api/orders/orders/', inStore([menu.line('Croissant')]));
    const [waiting] = await orderJobs(t.db, res.json().id);
    if (!waiting) throw new Error('no kitchen ticket was queued');
    expect((await reprint(waiting.id, sparePrinter.id)).statusCode).toBe(201);
    expect(await jobRow(t.db, waiting.id)).toMatchObject({ status: 'failed' });

    const [sending] = await orderJobs(
      t.db,
      (await cafe.post('/api/orders/orders/', inStore([menu.line('Croissant')]))).json().id,
    );
    if (!sending) throw new Error('no kitchen ticket was queued');
    await t.db.update(printJobs).set({ status: 'sending' }).where(eq(printJobs.id, sending.id));
    const refused = await reprint(sending.id, sparePrinter.id);
    expect(refused.statusCode).toBe(409);
    expect(await jobRow(t.db, sending.id)).toMatchObject({ status: 'sending', reprintOf: null });
  });

  it('reprints once for an Idempotency-Key sent twice', async () => {
    const failed = await failedTicket('unconfirmed');
    const key = { 'idempotency-key': `reprint-${randomUUID()}` };
    const first = await reprint(failed.id, sparePrinter.id, key);
    const again = await reprint(failed.id, sparePrinter.id, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const reprints = (await orderJobs(t.db, failed.orderId ?? '')).filter(
      (job) => job.kind === 'reprint',
    );
    expect(reprints.map((job) => job.id)).toEqual([first.json().id]);
  });

  it('refuses another merchant’s printer, and does not find another merchant’s job', async () => {
    const failed = await failedTicket();
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const theirPrinter = await addPrinter(harbour, 'Harbour printer');
    const res = await reprint(failed.id, theirPrinter.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ printer_id: [m.notYourPrinter] });
    const theirs = await harbour.post(`/api/printing/jobs/${failed.id}/reprint/`, {
      printer_id: theirPrinter.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(await problemIds()).toContain(failed.id);
  });

  it('marks a reprinted receipt REPRINT', async () => {
    const order = await cafe.post('/api/orders/orders/', inStore([menu.line('Latte')]));
    const till = await registerTill(cafe);
    await setTillPrinting(owner, till.id, sparePrinter.id, false);
    const receipt = await cafe.post('/api/printing/receipts/', {
      order_id: order.json().id,
      device_id: till.id,
    });
    expect(receipt.statusCode).toBe(201);
    const res = await reprint(receipt.json().id, kitchenPrinter.id);
    expect(res.statusCode).toBe(201);
    expect((await jobRow(t.db, res.json().id))?.payload).toEqual({
      type: 'receipt',
      orderId: order.json().id,
      mark: 'REPRINT',
    });
  });
});

describe('POST printing/jobs/{id}/resolve/', () => {
  it('takes a job staff have dealt with off the problems, as it is', async () => {
    const unconfirmed = await failedTicket('unconfirmed');
    expect(await problemIds()).toContain(unconfirmed.id);
    const res = await cafe.post(`/api/printing/jobs/${unconfirmed.id}/resolve/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: unconfirmed.id, status: 'unconfirmed' });
    expect(await problemIds()).not.toContain(unconfirmed.id);
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const failed = await failedTicket();
    expect((await harbour.post(`/api/printing/jobs/${failed.id}/resolve/`)).statusCode).toBe(404);
    expect(await problemIds()).toContain(failed.id);
  });
});
