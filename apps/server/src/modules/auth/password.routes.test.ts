import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';

const PASSWORD = 'opentill-demo';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkIn = (body: string, path: string): URL => {
  const match = new RegExp(`http://opentill\\.test${path}\\S+`).exec(body);
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return new URL(match[0]);
};

describe('POST /api/password/set/', () => {
  it('requires authentication', async () => {
    const res = await new ApiClient(t.app).post('/api/password/set/', {
      current_password: 'x',
      password: 'new-password-1',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password and a mismatched confirmation on their fields', async () => {
    const api = new ApiClient(t.app);
    await api.login('staff@example.com', PASSWORD);
    const wrong = await api.post('/api/password/set/', {
      current_password: 'nope',
      password: 'new-password-1',
      password_confirm: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Current password is incorrect.'] });
    const mismatch = await api.post('/api/password/set/', {
      current_password: PASSWORD,
      password: 'new-password-1',
      password_confirm: 'other',
    });
    expect(mismatch.json()).toEqual({ password_confirm: ['Passwords must match'] });
    const empty = await api.post('/api/password/set/', { current_password: '', password: '' });
    expect(empty.json()).toMatchObject({
      current_password: ['Current Password is required'],
      password: ['Password is required'],
    });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const here = new ApiClient(t.app);
    const elsewhere = new ApiClient(t.app);
    await here.login('staff@example.com', PASSWORD);
    await elsewhere.login('staff@example.com', PASSWORD);
    const res = await here.post('/api/password/set/', {
      current_password: PASSWORD,
      password: 'brand-new-pass',
      password_confirm: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password has been updated' });
    expect((await here.get('/api/whoami/')).json().logged_in).toBe(true);
    expect((await elsewhere.get('/api/whoami/')).json().logged_in).toBe(false);
    expect((await new ApiClient(t.app).login('staff@example.com', PASSWORD)).statusCode).toBe(401);
    expect(
      (await new ApiClient(t.app).login('staff@example.com', 'brand-new-pass')).statusCode,
    ).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists, and mails only a real one', async () => {
    const api = new ApiClient(t.app);
    const before = (await t.outbox()).length;
    const unknown = await api.post('/api/password/reset/', { email: 'ghost@example.com' });
    const known = await api.post('/api/password/reset/', { email: 'manager@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ detail: 'Password reset email sent. Please check your email.' });
    const mail = await t.outbox();
    expect(mail.length).toBe(before + 1);
    expect(mail[0]).toMatchObject({ channel: 'email', recipient: 'manager@example.com' });
  });

  it('completes with the mailed link once, ending every session', async () => {
    const api = new ApiClient(t.app);
    const signedIn = new ApiClient(t.app);
    await signedIn.login('owner@example.com', PASSWORD);
    await api.post('/api/password/reset/', { email: 'owner@example.com' });
    const [mail] = await t.outbox();
    const link = linkIn(mail?.body ?? '', '/reset-password');
    const body = {
      user_id: link.searchParams.get('user_id'),
      token: link.searchParams.get('token'),
      password: 'reset-pass-1',
      password_confirm: 'reset-pass-1',
    };
    const done = await api.post('/api/password/reset/complete/', body);
    expect(done.statusCode).toBe(200);
    expect((await signedIn.get('/api/whoami/')).json().logged_in).toBe(false);
    // 000 §8: 'Password has been updated', then go to / — the resetting browser is logged in.
    expect(done.json()).toMatchObject({
      detail: 'Password has been updated',
      user: { email: 'owner@example.com' },
      client: { identifier: 'corner-cafe' },
      device: null,
    });
    expect((await api.get('/api/whoami/')).json()).toMatchObject({
      logged_in: true,
      email: 'owner@example.com',
    });
    const again = await api.post('/api/password/reset/complete/', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      token: ['This reset link is invalid or has expired. Please request a new one.'],
    });
    expect((await new ApiClient(t.app).login('owner@example.com', 'reset-pass-1')).statusCode).toBe(
      200,
    );
  });

  it('refuses a made-up token', async () => {
    const res = await new ApiClient(t.app).post('/api/password/reset/complete/', {
      user_id: '00000000-0000-0000-0000-000000000000',
      token: 'made-up',
      password: 'whatever-1',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['token']);
  });

  it('starts no session when the link is refused', async () => {
    const api = new ApiClient(t.app);
    const res = await api.post('/api/password/reset/complete/', {
      user_id: '00000000-0000-0000-0000-000000000000',
      token: 'made-up',
      password: 'whatever-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect((await api.get('/api/whoami/')).json().logged_in).toBe(false);
  });
});

describe('magic link', () => {
  it('logs in once with the mailed token, then refuses it', async () => {
    const api = new ApiClient(t.app);
    const sent = await api.post('/api/request-login-link/', { email: 'manager@example.com' });
    expect(sent.json()).toEqual({ detail: 'Log in link sent to manager@example.com' });
    const [mail] = await t.outbox();
    const link = linkIn(mail?.body ?? '', '/handle-login');
    expect(link.searchParams.get('merchant')).toBe('corner-cafe');
    const token = link.searchParams.get('token');
    const first = await api.post('/api/token-login/', { token, merchant: 'corner-cafe' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe('manager@example.com');
    const second = await new ApiClient(t.app).post('/api/token-login/', {
      token,
      merchant: 'corner-cafe',
    });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({
      detail: 'Failed to log in, link may have expired. Please request a new one.',
    });
  });
});
