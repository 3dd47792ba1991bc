import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@opentill/contract/reports/report-messages';
import { addDaysToDate } from '@opentill/contract/reports/report-dates';
import type { ApiClient } from '@/testing/api-client.js';
import { seedReportDay, type ReportDay } from '@/testing/report-day.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { periodOfRange } from './report-clock.js';
import { transactionCsvChunks } from './transaction-csv.js';

// The transactions CSV on the hand-worked day: the byte order mark, header, rows
// oldest first, quoting, the formula guard, the batches it streams in, and the §5
// range refusals.

let t: TestApp;
let day: ReportDay;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  day = await seedReportDay(t.db);
  api = await day.merchant.reporter(t.app);
});
afterAll(() => t.close());

const HEADER =
  'Created,Order ID,Amount Paid,Refunded,Amount Refunded,Payment Type,Item Count,Customer Name';

describe('POST report/transactionReport/as_csv/', () => {
  it('answers an attachment with the header and a row per payment, oldest first', async () => {
    const res = await api.post('/api/report/transactionReport/as_csv/', {
      from_date: day.today,
      to_date: day.today,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="transaction-report.csv"',
    );
    // Excel reads the file as UTF-8 ('Zoë') only with the byte order mark first.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(`\uFEFF${HEADER}`);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`^${day.today} 09:15,[0-9a-f-]{36},4\\.50,Yes,1\\.00,Card,2,"Zoë, ""Z"""$`),
    );
    // A name a spreadsheet would run as a formula is kept as text.
    expect(lines[2]).toMatch(/,3\.00,No,0\.00,Cash,1,"'=HYPERLINK\(""x""\)"$/);
    expect(lines[3]).toMatch(new RegExp(`^${day.today} 11:05,.*,2\\.80,No,0\\.00,Cash,2,$`));
  });

  it('is also the answer of POST report/transactionReport/ (the spec\'s "csv data")', async () => {
    const body = { from_date: addDaysToDate(day.today, -14), to_date: day.today };
    const plain = await api.post('/api/report/transactionReport/', body);
    const asCsv = await api.post('/api/report/transactionReport/as_csv/', body);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(asCsv.body);
    expect(plain.body.trim().split('\r\n')).toHaveLength(1 + 7);
  });

  it('reads the range in keyset batches, the same rows whatever the batch size', async () => {
    const range = {
      clientId: day.merchant.clientId,
      timeZone: day.merchant.timeZone,
      ...periodOfRange(
        { fromDate: addDaysToDate(day.today, -14), toDate: day.today },
        day.merchant.timeZone,
      ),
    };
    const chunks: string[] = [];
    for await (const chunk of transactionCsvChunks(t.db, range, 2)) chunks.push(chunk);
    // The header, then batches of 2, 2, 2 and 1 of the 7 rows.
    expect(chunks.map((c) => c.split('\r\n').length - 1)).toEqual([1, 2, 2, 2, 1]);
    const whole: string[] = [];
    for await (const chunk of transactionCsvChunks(t.db, range)) whole.push(chunk);
    expect(whole).toHaveLength(2);
    expect(chunks.join('')).toBe(whole.join(''));
  });
});

describe('report date ranges (001 §5)', () => {
  const paths = [
    '/api/report/top_products/',
    '/api/report/transactionReport/as_csv/',
    '/api/report/transactionReport/',
    '/api/report/transactionReport/email_report/',
  ];
  const refusals = () => [
    {
      body: { from_date: day.today, to_date: addDaysToDate(day.today, -1) },
      errors: { from_date: [REPORT_MESSAGES.fromAfterTo] },
    },
    {
      body: { from_date: day.today, to_date: addDaysToDate(day.today, 1) },
      errors: { to_date: [REPORT_MESSAGES.toInFuture] },
    },
    {
      body: { from_date: '19/11/2026', to_date: '2026-02-30' },
      errors: { from_date: [REPORT_MESSAGES.badDate], to_date: [REPORT_MESSAGES.badDate] },
    },
    {
      body: { from_date: '', to_date: day.today },
      errors: { from_date: [REPORT_MESSAGES.dateRequired] },
    },
  ];

  it('refuses from after to, to in the future, and malformed or empty dates, on the field', async () => {
    for (const path of paths)
      for (const { body, errors } of refusals()) {
        const res = await api.post(path, body);
        expect({ path, status: res.statusCode, body: res.json() as unknown }).toEqual({
          path,
          status: 400,
          body: errors,
        });
      }
    expect(await t.outbox()).toEqual([]);
  });

  it('accepts slashes typed for dashes', async () => {
    const res = await api.post('/api/report/top_products/', {
      from_date: day.today.replaceAll('-', '/'),
      to_date: day.today.replaceAll('-', '/'),
    });
    expect(res.statusCode).toBe(200);
  });
});
