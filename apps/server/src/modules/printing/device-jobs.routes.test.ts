import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { printJobs } from '@/db/schema/index.js';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { ApiClient } from '@/testing/api-client.js';
import { inStore, kitchenScreen, loadCatalogue, type Catalogue } from '@/testing/order-fixtures.js';
import {
  addPrinter,
  addStation,
  jobRow,
  orderJobs,
  registerTill,
  type WirePrinter,
} from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { expireLapsedSends } from './print-job-rows.js';

// Printers the server cannot reach (issue 17): the till or terminal they hang off pulls
// their jobs, rendered, prints them and says how it went. Only its own printers' jobs, each
// handed out once; a failed one is tried again later, a confirmed one never again.

type WireDeviceJob = {
  id: string;
  kind: string;
  printer: { id: string; name: string; address: string; columns: number; code_page: string };
  escpos: string;
  text: string[];
  open_drawer: boolean;
};

let t: TestApp;
let owner: ApiClient;
let cafe: ApiClient;
let menu: Catalogue;
let till: { id: string };
let devicePrinter: WirePrinter;
let networkPrinter: WirePrinter;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  cafe = await tillSession(t.app, CORNER_CAFE.staffEmail, { username: 'Alex' });
  menu = await loadCatalogue(cafe);
  till = await registerTill(cafe);
  devicePrinter = await addPrinter(owner, 'Till printer', {
    connection: 'device',
    address: '',
    columns: 42,
    device_id: till.id,
  });
  networkPrinter = await addPrinter(owner, 'Bar printer');
  await addStation(owner, {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: devicePrinter.id,
    is_default: true,
  });
}, 60_000);
afterAll(() => t.close());

const pull = async (deviceId = till.id, api = cafe) => {
  const res = await api.get(`/api/printing/device-jobs/?device_id=${deviceId}`);
  expect(res.statusCode).toBe(200);
  return res.json().results as WireDeviceJob[];
};
const ack = (id: string, outcome: string, deviceId = till.id, error?: string) =>
  cafe.post(`/api/printing/device-jobs/${id}/ack/`, { device_id: deviceId, outcome, error });
/** An order whose kitchen ticket goes to the till's printer; answers the ticket's job id. */
const ticket = async (product = 'Croissant') => {
  const res = await cafe.post('/api/orders/orders/', inStore([menu.line(product)]));
  expect(res.statusCode).toBe(201);
  const [job] = await orderJobs(t.db, res.json().id);
  if (!job) throw new Error('no kitchen ticket was queued');
  return job.id;
};
/** Hands every job due now to the till, so each test starts with none waiting. */
/**
 * Every job still waiting (a retry not yet due, or one pulled and never acknowledged) is
 * made due, then printed: a printer takes no job while an older one waits or is out.
 */
const drain = async () => {
  await t.db
    .update(printJobs)
    .set({ status: 'queued', nextAttemptAt: new Date(0), leaseUntil: null })
    .where(inArray(printJobs.status, ['queued', 'sending']));
  for (const job of await pull()) await ack(job.id, 'confirmed');
};

describe('GET printing/device-jobs/', () => {
  it('requires authentication, and a till rather than a kitchen screen', async () => {
    const path = `/api/printing/device-jobs/?device_id=${till.id}`;
    expect((await new ApiClient(t.app).get(path)).statusCode).toBe(401);
    expect((await kitchenScreen(t.app).get(path)).statusCode).toBe(403);
  });

  it('hands the device its due jobs once, rendered as ESC/POS and as text', async () => {
    await drain();
    const first = await ticket('Croissant');
    const second = await ticket('Bacon Roll');
    const jobs = await pull();
    expect(jobs.map((job) => job.id)).toEqual([first, second]);
    const [croissant] = jobs;
    expect(croissant).toMatchObject({
      kind: 'kitchen',
      printer: {
        id: devicePrinter.id,
        name: 'Till printer',
        address: '',
        columns: 42,
        code_page: 'cp858',
      },
      open_drawer: false,
    });
    const bytes = Buffer.from(croissant?.escpos ?? '', 'base64');
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(croissant?.text.join('\n')).toContain('Croissant');
    expect(croissant?.text.every((line) => line.length <= 42)).toBe(true);
    expect((await jobRow(t.db, first))?.status).toBe('sending');
    expect(await pull()).toEqual([]);
  });

  it('never hands a device a network printer’s job, nor one for a printer it does not serve', async () => {
    await drain();
    const test = await owner.post(`/api/printing/printers/${networkPrinter.id}/test/`);
    expect(test.statusCode).toBe(201);
    const other = await registerTill(cafe);
    expect(await pull(other.id)).toEqual([]);
    expect(await pull()).toEqual([]);
    expect((await jobRow(t.db, test.json().id))?.status).toBe('queued');
  });

  it('refuses another merchant’s device on device_id', async () => {
    const harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
    const theirs = await registerTill(harbour);
    const res = await cafe.get(`/api/printing/device-jobs/?device_id=${theirs.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ device_id: [m.notYourTill] });
    const acked = await ack(await ticket(), 'confirmed', theirs.id);
    expect(acked.statusCode).toBe(400);
    expect(acked.json()).toEqual({ device_id: [m.notYourTill] });
  });
});

describe('POST printing/device-jobs/{id}/ack/', () => {
  it('confirms a printed job, and a repeated ack changes nothing', async () => {
    await drain();
    const id = await ticket();
    await pull();
    expect((await ack(id, 'confirmed')).statusCode).toBe(204);
    const confirmed = await jobRow(t.db, id);
    expect(confirmed).toMatchObject({ status: 'confirmed', attempts: 0, lastError: null });
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    expect((await ack(id, 'confirmed')).statusCode).toBe(204);
    expect((await ack(id, 'failed', till.id, 'Paper out')).statusCode).toBe(204);
    expect(await jobRow(t.db, id)).toEqual(confirmed);
    expect(await pull()).toEqual([]);
  });

  it('queues a failed job again, after a wait, with one attempt counted', async () => {
    await drain();
    const id = await ticket();
    await pull();
    const res = await ack(id, 'failed', till.id, 'Paper out');
    expect(res.statusCode).toBe(204);
    const row = await jobRow(t.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Paper out' });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await pull()).toEqual([]);
    expect((await ack(id, 'confirmed')).statusCode).toBe(204);
    expect((await jobRow(t.db, id))?.status).toBe('queued');
  });

  it('confirms a job whose ack came after its claim ran out, and only with confirmed', async () => {
    await drain();
    const late = await ticket();
    const failedLate = await ticket('Latte');
    await pull();
    // The till lost the server for longer than the claim: the dispatcher gave the jobs up.
    await t.db
      .update(printJobs)
      .set({ leaseUntil: new Date(Date.now() - 1_000) })
      .where(inArray(printJobs.id, [late, failedLate]));
    const expired = await expireLapsedSends(t.db, new Date());
    expect(expired.map((job) => job.status)).toEqual(['unconfirmed', 'unconfirmed']);
    expect((await ack(late, 'confirmed')).statusCode).toBe(204);
    expect(await jobRow(t.db, late)).toMatchObject({ status: 'confirmed', lastError: null });
    expect((await ack(failedLate, 'failed', till.id, 'Paper out')).statusCode).toBe(204);
    expect((await jobRow(t.db, failedLate))?.status).toBe('unconfirmed');
    expect(await pull()).toEqual([]);
  });

  it('answers 404 to another device, and for a network printer’s job', async () => {
    await drain();
    const id = await ticket();
    await pull();
    const other = await registerTill(cafe);
    const res = await ack(id, 'confirmed', other.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: m.notDeviceJob });
    expect((await jobRow(t.db, id))?.status).toBe('sending');
    const test = await owner.post(`/api/printing/printers/${networkPrinter.id}/test/`);
    expect((await ack(test.json().id, 'confirmed')).statusCode).toBe(404);
    expect((await jobRow(t.db, test.json().id))?.status).toBe('queued');
  });
});
