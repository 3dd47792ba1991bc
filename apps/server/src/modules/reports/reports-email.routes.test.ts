import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { createSmsSender } from '@/infra/sms/sms-sender.js';
import { terminalSession } from '@/testing/order-fixtures.js';
import { seedReportDay, type ReportDay } from '@/testing/report-day.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';
import { REPORT_MAILS_PER_HOUR, REPORT_NOT_SENT } from './email-report.service.js';

// POST report/transactionReport/email_report/: the CSV by mail to the employee, or
// for a terminal to the owner; a mail provider that refuses is a 502 with a sentence.

let t: TestApp;
let day: ReportDay;
beforeAll(async () => {
  t = await createTestApp();
  day = await seedReportDay(t.db);
});
afterAll(() => t.close());

describe('email_report', () => {
  it("mails the range's CSV to the signed-in employee and names them", async () => {
    const api = await day.merchant.reporter(t.app);
    const res = await api.post('/api/report/transactionReport/email_report/', {
      from_date: day.today,
      to_date: day.today,
    });
    expect(res.statusCode).toBe(200);
    const recipient = (res.json() as { report_recipient: string }).report_recipient;
    expect(recipient).toMatch(/^reporter-.*@report\.test$/);
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ channel: 'email', recipient, clientId: day.merchant.clientId });
    expect(mail?.subject).toBe(`Transaction report ${day.today} to ${day.today}`);
    expect(mail?.body).toContain('--- attachment: transaction-report.csv (text/csv) ---');
    expect(mail?.body).toContain('Created,Order ID,Amount Paid');
    expect(mail?.body.match(/,(Card|Cash),/g)).toHaveLength(3);
  });

  it("sends a terminal's report to the merchant's owner", async () => {
    const terminal = await terminalSession(t.app, t.db);
    const res = await terminal.post('/api/report/transactionReport/email_report/', {
      from_date: '2026-01-01',
      to_date: '2026-01-01',
    });
    expect(res.json()).toEqual({ report_recipient: CORNER_CAFE.ownerEmail });
    expect((await t.outbox())[0]?.recipient).toBe(CORNER_CAFE.ownerEmail);
  });

  it('answers 502 with a sentence when the mail provider fails, and limits sends an hour', async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error('connection refused')),
      settled: async () => {},
    };
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: undefined };
    const log = { info: () => {}, error: () => {} };
    const app = await buildApp({
      db: t.db,
      config,
      mailer: failing,
      sms: createSmsSender(t.db, config.sms, log),
    });
    try {
      const api = await tillSession(app, CORNER_CAFE.managerEmail);
      const send = () =>
        api.post('/api/report/transactionReport/email_report/', {
          from_date: '2026-01-01',
          to_date: '2026-01-02',
        });
      for (let i = 0; i < REPORT_MAILS_PER_HOUR; i++) {
        const res = await send();
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({ detail: REPORT_NOT_SENT });
      }
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await app.close();
    }
  });
});
