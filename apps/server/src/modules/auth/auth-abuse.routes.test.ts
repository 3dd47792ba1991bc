import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

const PASSWORD = 'opentill-demo';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('abuse of the log-in and mail endpoints', () => {
  // The limiter lives in memory, so this race is in the process, not the database:
  // it can fail on PGlite too (counting after the hash lets all 25 through there).
  it('lets no more than the limit of parallel guesses through', async () => {
    const api = new ApiClient(t.app);
    await api.get('/api/session/');
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => api.login('owner@example.com', `guess-${i}`)),
    );
    const tried = guesses.filter((r) => r.statusCode === 401).length;
    expect(tried).toBeLessThanOrEqual(10);
    expect(guesses.filter((r) => r.statusCode === 429).length).toBe(25 - tried);
  });

  it('sends at most five reset mails to one address in a window, answering the same', async () => {
    const api = new ApiClient(t.app);
    const before = (await t.outbox()).filter((m) => m.recipient === 'staff@example.com').length;
    for (let i = 0; i < 7; i++) {
      const res = await api.post('/api/password/reset/', { email: 'staff@example.com' });
      expect(res.json()).toEqual({ detail: 'Password reset email sent. Please check your email.' });
    }
    const after = (await t.outbox()).filter((m) => m.recipient === 'staff@example.com').length;
    expect(after - before).toBe(5);
  });

  it('refuses a malformed user id on its field, never a 500', async () => {
    const api = new ApiClient(t.app);
    for (const userId of ['-'.repeat(36), 'a'.repeat(36), 'x']) {
      const res = await api.post('/api/password/reset/complete/', {
        user_id: userId,
        token: 't',
        password: 'long-enough-1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        user_id: ['This reset link is not valid. Please request a new one.'],
      });
    }
  });

  it('kills outstanding reset links when the password changes', async () => {
    const api = new ApiClient(t.app);
    await api.post('/api/password/reset/', { email: 'manager@example.com' });
    const [mail] = await t.outbox();
    const link = new URL(
      /http:\/\/opentill\.test\/reset-password\S+/.exec(mail?.body ?? '')?.[0] ?? 'http://x',
    );
    await api.login('manager@example.com', PASSWORD);
    await api.post('/api/password/set/', {
      current_password: PASSWORD,
      password: 'changed-pass-1',
      password_confirm: 'changed-pass-1',
    });
    const late = await api.post('/api/password/reset/complete/', {
      user_id: link.searchParams.get('user_id'),
      token: link.searchParams.get('token'),
      password: 'from-old-link-1',
    });
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json())).toEqual(['token']);
  });

  it('logs out even when the client names another merchant', async () => {
    const api = new ApiClient(t.app);
    await api.login('staff@example.com', PASSWORD);
    const res = await api.post('/api/logout/', undefined, { 'x-dt-schema': 'harbour-fish' });
    expect(res.statusCode).toBe(204);
    expect((await api.get('/api/whoami/')).json().logged_in).toBe(false);
  });
});
