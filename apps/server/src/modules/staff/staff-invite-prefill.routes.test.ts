import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@opentill/contract/accounts/account-messages';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { inviteTokenFromOutbox } from '@/testing/account-fixtures.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

// 000 §3: "Invite: email plus prefill fields for the account form". An invite made on
// the Staff screen carries the names the owner typed to the person's Create Your Account.

let t: TestApp;
let owner: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
});
afterAll(() => t.close());

describe('POST /api/staff/invites/ with first and last name', () => {
  it('stores the names, lists them and hands them to GET invite/{token}', async () => {
    const res = await owner.post('/api/staff/invites/', {
      email: 'jo.barista@example.com',
      groups: [],
      first_name: '  Jo ',
      last_name: 'Barista',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ first_name: 'Jo', last_name: 'Barista' });

    const listed = (await owner.get('/api/staff/')).json().invites;
    expect(listed.find((i: { email: string }) => i.email === 'jo.barista@example.com')).toEqual(
      expect.objectContaining({ first_name: 'Jo', last_name: 'Barista' }),
    );

    const token = inviteTokenFromOutbox(await t.outbox(), 'jo.barista@example.com');
    const preview = await new ApiClient(t.app).get(`/api/invite/${token}/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      email: 'jo.barista@example.com',
      first_name: 'Jo',
      last_name: 'Barista',
      phone: '',
    });
  });

  it('leaves the names empty when the owner gives none', async () => {
    const res = await owner.post('/api/staff/invites/', { email: 'no.names@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ first_name: '', last_name: '' });
  });

  it('refuses names longer than the account form allows, on their fields', async () => {
    const res = await owner.post('/api/staff/invites/', {
      email: 'long.names@example.com',
      first_name: 'x'.repeat(21),
      last_name: 'y'.repeat(21),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: [ACCOUNT_MESSAGES.firstNameTooLong],
      last_name: [ACCOUNT_MESSAGES.lastNameTooLong],
    });
  });
});
