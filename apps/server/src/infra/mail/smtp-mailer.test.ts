import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { createSmtpMailer } from './smtp-mailer.js';

type Received = { from: string | undefined; to: string[]; raw: string };

let t: TestApp;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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

describe('SMTP mailer', () => {
  it('delivers through a real SMTP conversation, then keeps only the fact it was sent', async () => {
    const errors: unknown[] = [];
    const mailer = createSmtpMailer(
      t.db,
      `smtp://127.0.0.1:${port}`,
      'OpenTill <no-reply@opentill.test>',
      {
        error: (...args: unknown[]) => errors.push(args),
      },
    );
    await mailer.send({
      to: 'owner@example.com',
      subject: 'Reset your OpenTill password',
      text: 'Open https://x.test/reset?token=secret',
    });
    await mailer.settled();
    expect(errors).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@opentill.test',
      to: ['owner@example.com'],
    });
    expect(received[0]?.raw).toContain('Subject: Reset your OpenTill password');
    const [kept] = await t.outbox();
    expect(kept).toMatchObject({ channel: 'email', recipient: 'owner@example.com' });
    expect(kept?.sentAt).toBeInstanceOf(Date);
    expect(kept?.body).not.toContain('secret');
  });

  it('queues without waiting for the server, and leaves an undeliverable mail unsent with an error logged', async () => {
    const errors: unknown[] = [];
    const mailer = createSmtpMailer(t.db, 'smtp://127.0.0.1:1', 'x@opentill.test', {
      error: (...args: unknown[]) => errors.push(args),
    });
    await mailer.send({ to: 'a@example.com', subject: 'Unreachable', text: 't' });
    await mailer.settled();
    expect(errors).toHaveLength(1);
    const [kept] = await t.outbox();
    expect(kept).toMatchObject({
      recipient: 'a@example.com',
      subject: 'Unreachable',
      sentAt: null,
      body: 't',
    });
  });
});
