import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { invites } from '@/db/schema/index.js';
import { DEMO_INVITES } from '@/db/seed/corner-cafe-invites.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import {
  acceptForm,
  inviteTokenFromOutbox,
  makePng,
  multipartForm,
} from '@/testing/account-fixtures.js';
import { ApiClient } from '@/testing/api-client.js';
import { itRacesOnPostgres } from '@/testing/postgres-only.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

/** The owner invites `email`; answers the invite's id and the token from the mail. */
const invite = async (email: string, groups: string[] = []) => {
  const res = await owner.post('/api/staff/invites/', { email, groups });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, token: inviteTokenFromOutbox(await t.outbox(), email) };
};
const accept = (api: ApiClient, token: string, fields = acceptForm(), photo?: Buffer) =>
  api.post(
    `/api/invite/${token}/`,
    multipartForm(fields, photo && { data: photo, filename: 'me.png', type: 'image/png' }),
  );

describe('GET /api/invite/{token}', () => {
  it('answers the invited email and the prefill fields, without a log-in', async () => {
    const { token } = await invite('preview@example.com');
    const res = await new ApiClient(t.app).get(`/api/invite/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'preview@example.com',
      first_name: '',
      last_name: '',
      phone: '',
    });
  });

  it("previews the seed's demo invite and refuses its expired one", async () => {
    const api = new ApiClient(t.app);
    const pending = await api.get(`/api/invite/${DEMO_INVITES.pending.token}/`);
    expect(pending.json()).toEqual({
      email: DEMO_INVITES.pending.email,
      first_name: 'Nia',
      last_name: 'Starter',
      phone: '',
    });
    const expired = await api.get(`/api/invite/${DEMO_INVITES.expired.token}/`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ detail: 'This invite has expired.' });
  });

  it('is a 404 with a sentence for an unknown token', async () => {
    const res = await new ApiClient(t.app).get('/api/invite/not-a-real-token/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'This invite link is not valid.' });
  });
});

describe('POST /api/invite/{token}', () => {
  it('creates the account with the invite groups and a photo, and starts a session', async () => {
    const { token } = await invite('Nina@Example.com', ['reporting']);
    const api = new ApiClient(t.app);
    const res = await accept(api, token, acceptForm(), await makePng(900, 900));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: {
        email: 'nina@example.com',
        first_name: 'Nina',
        last_name: 'New',
        phone: '07700 900777',
        groups: ['reporting'],
      },
      client: { identifier: CORNER_CAFE.identifier },
      device: null,
    });
    const whoami = (await api.get('/api/whoami/')).json();
    expect(whoami).toMatchObject({ logged_in: true, email: 'nina@example.com' });
    const me = (await api.get('/api/users/me/')).json();
    const photo = await sharp((await api.get(me.photo)).rawPayload).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    const login = await new ApiClient(t.app).login('nina@example.com', 'a-good-password');
    expect(login.statusCode).toBe(200);
    const users = (await owner.get('/api/users/?limit=50')).json().results;
    expect(users.map((u: { email: string }) => u.email)).toContain('nina@example.com');
  });

  it('refuses a second use of the same link', async () => {
    const { token } = await invite('twice@example.com');
    expect((await accept(new ApiClient(t.app), token)).statusCode).toBe(200);
    const again = await accept(new ApiClient(t.app), token, acceptForm({ first_name: 'Other' }));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'This invite has already been used.' });
    expect((await new ApiClient(t.app).get(`/api/invite/${token}/`)).statusCode).toBe(404);
  });

  itRacesOnPostgres('lets only one of two racing uses of a link through', async () => {
    const { token } = await invite('race@example.com');
    const results = await Promise.all([
      accept(new ApiClient(t.app), token),
      accept(new ApiClient(t.app), token, acceptForm({ first_name: 'Other' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('refuses an expired invite', async () => {
    const { id, token } = await invite('late@example.com');
    await t.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, id));
    const res = await accept(new ApiClient(t.app), token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'This invite has expired.' });
    expect((await new ApiClient(t.app).get(`/api/invite/${token}/`)).statusCode).toBe(404);
  });

  it('refuses a revoked invite and the old link of a resent one', async () => {
    const revoked = await invite('revoked@example.com');
    await owner.post(`/api/staff/invites/${revoked.id}/revoke/`);
    const res = await accept(new ApiClient(t.app), revoked.token);
    expect(res.json()).toEqual({ detail: 'This invite has been withdrawn.' });

    const resent = await invite('resent@example.com');
    expect((await owner.post(`/api/staff/invites/${resent.id}/resend/`)).statusCode).toBe(200);
    const newToken = inviteTokenFromOutbox(await t.outbox(), 'resent@example.com');
    expect(newToken).not.toBe(resent.token);
    const old = await accept(new ApiClient(t.app), resent.token);
    expect(old.json()).toEqual({ detail: 'This invite link is not valid.' });
    expect((await accept(new ApiClient(t.app), newToken)).statusCode).toBe(200);
  });

  it('refuses the form with the spec messages and keeps the invite usable', async () => {
    const { token } = await invite('form@example.com');
    const api = new ApiClient(t.app);
    const res = await accept(
      api,
      token,
      acceptForm({
        first_name: '',
        last_name: 'x'.repeat(21),
        terms_accepted: 'false',
      }),
      Buffer.from('not an image'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: [ACCOUNT_MESSAGES.firstNameRequired],
      last_name: [ACCOUNT_MESSAGES.lastNameTooLong],
      terms_accepted: [ACCOUNT_MESSAGES.termsRequired],
      photo: [ACCOUNT_MESSAGES.photoNotImage],
    });
    const mismatch = await accept(api, token, acceptForm({ password_confirm: 'different' }));
    expect(mismatch.json()).toEqual({ password_confirm: ['Passwords must match'] });
    expect((await api.get('/api/whoami/')).json().logged_in).toBe(false);
    expect((await accept(api, token)).statusCode).toBe(200);
  });

  it("accepts the pending referrals to the new person's phone, however either was written", async () => {
    const referral = await owner.post('/api/referrals/', { recipient_phone: '07700 900555' });
    expect(referral.statusCode).toBe(201);
    const { token } = await invite('referred@example.com');
    // Referred as 07700 900555, signing up as +44 7700 900555: one number.
    await accept(new ApiClient(t.app), token, acceptForm({ phone: '+44 7700 900555' }));
    const after = (await owner.get(`/api/referrals/${referral.json().id}/`)).json();
    expect(after.accepted).toBe(true);
  });
});
