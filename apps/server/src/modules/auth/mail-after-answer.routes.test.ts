import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { buildDeps } from '@/infra/build-deps.js';
import type { MailMessage, Mailer } from '@/infra/mail/mailer.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

// Audit D7: a known email costs a token and a mail, an unknown one nothing. The answer
// goes out before that work starts, so both take the time of an unknown one.

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A mail server that takes as long as the test likes: nothing is sent until `open()`. */
const gatedMailer = () => {
  const sent: MailMessage[] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const mailer: Mailer & { fail?: boolean } = {
    send: async (message) => {
      await gate;
      if (mailer.fail) throw new Error('the mail server refused');
      sent.push(message);
      return { id: String(sent.length), status: 'sent' as const };
    },
    settled: async () => {},
  };
  return { mailer, sent, open: () => open() };
};

let t: TestApp;
let app: FastifyInstance;
let mail: ReturnType<typeof gatedMailer>;
beforeAll(async () => {
  t = await createTestApp();
  mail = gatedMailer();
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://opentill.test' }),
    webDist: undefined,
  };
  app = await buildApp({ ...buildDeps(t.db, config, silentLog), mailer: mail.mailer });
  await app.ready();
});
afterAll(async () => {
  mail.open();
  await app.close();
  await t.close();
});

const TOO_LONG = Symbol('no answer within 2 s');
const within2s = <T>(pending: Promise<T>) =>
  Promise.race([pending, new Promise<typeof TOO_LONG>((r) => setTimeout(() => r(TOO_LONG), 2000))]);

describe('reset and log-in link requests', () => {
  it('answer before the mail is sent, while the mail server still has not answered', async () => {
    const api = new ApiClient(app);
    const reset = await within2s(api.post('/api/password/reset/', { email: 'staff@example.com' }));
    const link = await within2s(
      api.post('/api/request-login-link/', { email: 'manager@example.com' }),
    );
    if (reset === TOO_LONG || link === TOO_LONG) throw new Error('the answer waited for the mail');
    expect(reset.json()).toEqual({ detail: 'Password reset email sent. Please check your email.' });
    expect(link.json()).toEqual({ detail: 'Log in link sent to manager@example.com' });
    expect(mail.sent).toEqual([]);

    mail.open();
    await app.afterAnswerSettled();
    expect(mail.sent.map((m) => m.to).sort()).toEqual(['manager@example.com', 'staff@example.com']);
  });

  it('answer the same when the mail server fails, and the server goes on', async () => {
    mail.mailer.fail = true;
    const api = new ApiClient(app);
    const res = await api.post('/api/password/reset/', { email: 'owner@example.com' });
    expect(res.statusCode).toBe(200);
    await app.afterAnswerSettled();
    mail.mailer.fail = false;
    expect((await api.get('/api/health/')).statusCode).toBe(200);
  });
});

describe('a log-in link', () => {
  it('opened with the wrong merchant is refused and still works with the right one', async () => {
    const api = new ApiClient(t.app);
    await api.post('/api/request-login-link/', { email: 'staff@example.com' });
    const [sent] = await t.outbox();
    const token = /token=([^&\s]+)/.exec(sent?.body ?? '')?.[1];
    if (!token) throw new Error('no log-in link was mailed');

    const wrong = await api.post('/api/token-login/', { token, merchant: 'harbour-fish' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      detail: 'Failed to log in, link may have expired. Please request a new one.',
    });
    const right = await api.post('/api/token-login/', { token, merchant: 'corner-cafe' });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe('staff@example.com');
  });
});
