import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { createOutboxDelivery } from '../outbox-delivery.js';
import { createLogProvider } from '../outbox-provider.js';
import { createMailer } from './mailer.js';
import { createSmtpProvider } from './smtp-provider.js';

// Mail through a real SMTP conversation. The receiver refuses some addresses the
// way mail servers do: 550 for good, 451 for "try later".

type Received = { from: string | undefined; to: string[]; raw: string };

let t: TestApp;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

const smtpReply = (code: number, text: string) =>
  Object.assign(new Error(text), { responseCode: code });

beforeAll(async () => {
  t = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse'))
        return callback(smtpReply(550, 'No such user here'));
      if (address.address.startsWith('later'))
        return callback(smtpReply(451, 'Greylisted, try again later'));
      return callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const mailerTo = (url: string) =>
  createMailer(
    createOutboxDelivery({
      db: t.db,
      log: quiet,
      providers: {
        email: createSmtpProvider(url, 'OpenTill <no-reply@opentill.test>'),
        sms: createLogProvider(quiet),
      },
    }),
  );

describe('mail through SMTP', () => {
  it('is sent through a real SMTP conversation, and the outbox keeps only the fact', async () => {
    const result = await mailerTo(`smtp://127.0.0.1:${port}`).send({
      to: 'owner@example.com',
      subject: 'Reset your OpenTill password',
      text: 'Open https://x.test/reset?token=secret',
      attachments: [{ filename: 'a.csv', contentType: 'text/csv', content: 'x,y' }],
    });
    expect(result.status).toBe('sent');
    const mail = received.find((r) => r.to.includes('owner@example.com'));
    if (!mail) throw new Error('the receiver got no mail');
    expect(mail.from).toBe('no-reply@opentill.test');
    expect(mail.raw).toContain('Subject: Reset your OpenTill password');
    expect(mail.raw).toContain('filename=a.csv');
    const [kept] = await t.outbox();
    if (!kept) throw new Error('no outbox row');
    expect(kept).toMatchObject({
      channel: 'email',
      recipient: 'owner@example.com',
      status: 'sent',
    });
    expect(kept.sentAt).toBeInstanceOf(Date);
    expect(kept.body).not.toContain('secret');
    expect(kept.attachments).toBeNull();
  });

  it('is failed at once when the server refuses the address with a 5xx', async () => {
    const result = await mailerTo(`smtp://127.0.0.1:${port}`).send({
      to: 'refuse@example.com',
      subject: 'Your receipt',
      text: 't',
    });
    expect(result).toMatchObject({ status: 'failed' });
    const [kept] = await t.outbox();
    expect(kept).toMatchObject({ recipient: 'refuse@example.com', status: 'failed', body: 't' });
    expect(kept?.lastError).toContain('550');
  });

  it('is queued for a retry when the server says try later (4xx)', async () => {
    const result = await mailerTo(`smtp://127.0.0.1:${port}`).send({
      to: 'later@example.com',
      subject: 'Your receipt',
      text: 't',
    });
    expect(result.status).toBe('queued');
    const [kept] = await t.outbox();
    expect(kept).toMatchObject({ recipient: 'later@example.com', status: 'queued', attempts: 1 });
    expect(kept?.lastError).toContain('451');
  });

  it('is queued for a retry, with the cause kept, when no server answers', async () => {
    const result = await mailerTo('smtp://127.0.0.1:9').send({
      to: 'a@example.com',
      subject: 'Unreachable',
      text: 't',
    });
    expect(result.status).toBe('queued');
    const [kept] = await t.outbox();
    expect(kept).toMatchObject({ recipient: 'a@example.com', status: 'queued', body: 't' });
    expect(kept?.lastError).toBe('ESOCKET');
  });
});
