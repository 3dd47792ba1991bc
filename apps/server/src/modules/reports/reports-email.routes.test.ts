import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { buildDeps } from '@/infra/build-deps.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { terminalSession } from '@/testing/order-fixtures.js';
import { seedReportDay, type ReportDay } from '@/testing/report-day.js';
import { forgetAttempts } from '@/testing/attempt-marks.js';
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
// Each case starts with no sends counted: the limit lives in the database they share.
beforeEach(() => forgetAttempts(t.db));
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
    const [csv] = mail?.attachments ?? [];
    if (!csv) throw new Error('the mail has the CSV attached');
    expect(csv).toMatchObject({ filename: 'transaction-report.csv', contentType: 'text/csv' });
    expect(csv.content).toContain('Created,Order ID,Amount Paid');
    expect(csv.content.match(/,(Card|Cash),/g)).toHaveLength(3);
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

  it('answers 502 with a sentence when the mail server refuses it, and limits sends an hour', async () => {
    const refusing: Mailer = {
      send: async () => ({ id: 'refused', status: 'failed', reason: '550 mailbox full' }),
      settled: async () => {},
    };
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: undefined };
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const app = await buildApp({ ...buildDeps(t.db, config, log), mailer: refusing });
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

  it('answers 202 with the recipient when the mail server cannot be reached: the outbox retries it', async () => {
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }),
      webDist: undefined,
    };
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const deps = buildDeps(t.db, config, log);
    const app = await buildApp(deps);
    try {
      const api = await tillSession(app, CORNER_CAFE.ownerEmail);
      const res = await api.post('/api/report/transactionReport/email_report/', {
        from_date: '2026-01-01',
        to_date: '2026-01-01',
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ report_recipient: CORNER_CAFE.ownerEmail });
      const [mail] = await t.outbox();
      expect(mail).toMatchObject({ recipient: CORNER_CAFE.ownerEmail, status: 'queued' });
      expect(mail?.attachments?.[0]?.filename).toBe('transaction-report.csv');
    } finally {
      await app.close();
      await deps.outbox.settled();
    }
  });
});

/** A loopback port that was just free: nothing answers there. */
const closedPort = async (): Promise<number> => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};
