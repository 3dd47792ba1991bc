import { afterAll, beforeAll, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PRINTING_MESSAGES as m } from '@opentill/contract/printing/printing-api';
import { printJobs } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { ApiClient } from '@/testing/api-client.js';
import { addPrinter, addStation } from '@/testing/printing-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// The X report on the receipt printer (issue 17): refused on device_id with nowhere to
// print, printed once for a Print retried with its Idempotency-Key.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
}, 60_000);
afterAll(() => t.close());

it('prints the X report on the receipts station, once per key', async () => {
  const none = await owner.post('/api/report/x/print/');
  expect(none.statusCode).toBe(400);
  expect(none.json().device_id).toEqual([m.noReceiptPrinter]);

  const printer = await addPrinter(owner, 'Counter printer');
  await addStation(owner, { name: 'Receipts', kind: 'receipts', printer_id: printer.id });
  const key = { 'idempotency-key': `x-${randomUUID()}` };
  const first = await owner.post('/api/report/x/print/', undefined, key);
  const again = await owner.post('/api/report/x/print/', undefined, key);
  expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
  expect(again.json()).toEqual(first.json());
  expect(first.json()).toMatchObject({ kind: 'report', printer_id: printer.id });
  const jobs = await t.db.select().from(printJobs).where(eq(printJobs.kind, 'report'));
  expect(jobs).toHaveLength(1);
  const payload = jobs[0]?.payload;
  expect(payload?.type === 'document' && JSON.stringify(payload.document)).toContain('X report');
});
