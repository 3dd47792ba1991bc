import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index.js';
import { CORNER_CAFE, HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { inviteTokenFromOutbox } from '@/testing/account-fixtures.js';
import { ApiClient } from '@/testing/api-client.js';
import { terminalSession } from '@/testing/terminal-session.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { tillSession } from '@/testing/till-session.js';

let t: TestApp;
let owner: ApiClient;
let harbour: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tillSession(t.app, CORNER_CAFE.ownerEmail);
  harbour = await tillSession(t.app, HARBOUR_FISH.ownerEmail);
});
afterAll(() => t.close());

const auditOf = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('who may manage staff', () => {
  it('requires authentication', async () => {
    expect((await new ApiClient(t.app).get('/api/staff/')).statusCode).toBe(401);
  });

  it('refuses staff, reporting users and the terminal device with the permission 403', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const manager = await tillSession(t.app, CORNER_CAFE.managerEmail);
    const terminal = await terminalSession(t.app);
    for (const api of [staff, manager, terminal]) {
      for (const res of [
        await api.get('/api/staff/'),
        await api.post('/api/staff/invites/', { email: 'x@example.com', groups: [] }),
        await api.delete(`/api/staff/${'00000000-0000-4000-8000-000000000000'}/`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          detail: 'You do not have permission to perform this action.',
        });
      }
    }
  });
});

describe('GET /api/staff/', () => {
  it("lists the merchant's people and open invites, never another merchant's", async () => {
    await harbour.post('/api/staff/invites/', { email: 'harbour-cook@example.com', groups: [] });
    await owner.post('/api/staff/invites/', { email: 'cafe-cook@example.com', groups: [] });
    const res = await owner.get('/api/staff/');
    expect(res.statusCode).toBe(200);
    const { members, invites } = res.json();
    expect(members.map((m: { email: string }) => m.email)).toEqual([
      CORNER_CAFE.managerEmail,
      CORNER_CAFE.ownerEmail,
      CORNER_CAFE.staffEmail,
    ]);
    expect(members[1]).toMatchObject({ groups: ['owner'], is_active: true });
    const emails = invites.map((i: { email: string }) => i.email);
    expect(emails).toContain('cafe-cook@example.com');
    expect(emails).not.toContain('harbour-cook@example.com');
    const harbourInvites = (await harbour.get('/api/staff/')).json().invites;
    const harbourId = harbourInvites.find(
      (i: { email: string }) => i.email === 'harbour-cook@example.com',
    ).id;
    expect((await owner.post(`/api/staff/invites/${harbourId}/revoke/`)).statusCode).toBe(404);
    expect((await owner.post(`/api/staff/invites/${harbourId}/resend/`)).statusCode).toBe(404);
  });
});

describe('POST /api/staff/invites/', () => {
  it('creates a pending invite, mails the accept link and audits it', async () => {
    const res = await owner.post('/api/staff/invites/', {
      email: 'New.Cook@Example.com',
      groups: ['reporting'],
    });
    expect(res.statusCode).toBe(201);
    const invite = res.json();
    expect(invite).toMatchObject({
      email: 'new.cook@example.com',
      groups: ['reporting'],
      status: 'pending',
    });
    const days = (Date.parse(invite.expires_at) - Date.parse(invite.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'new.cook@example.com',
      subject: 'You are invited to Corner Café on OpenTill',
    });
    const token = inviteTokenFromOutbox(await t.outbox(), 'new.cook@example.com');
    expect(mail?.body).toContain(`http://opentill.test/accept-invite?token=${token}`);
    const [audit] = await auditOf('staff.invited', invite.id);
    expect(audit?.details).toEqual({ email: 'new.cook@example.com', groups: ['reporting'] });
  });

  it('refuses an email that already has an account, in any merchant', async () => {
    for (const email of [CORNER_CAFE.staffEmail, HARBOUR_FISH.ownerEmail.toUpperCase()]) {
      const res = await owner.post('/api/staff/invites/', { email, groups: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: ['That email already has an account.'] });
    }
  });

  it('refuses groups an invite cannot grant', async () => {
    const res = await owner.post('/api/staff/invites/', {
      email: 'a@example.com',
      groups: ['admin'],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['groups.0']);
  });

  it('revokes the earlier pending invite when the same email is invited again', async () => {
    const first = (await owner.post('/api/staff/invites/', { email: 'again@example.com' })).json();
    const second = (await owner.post('/api/staff/invites/', { email: 'again@example.com' })).json();
    const open = (await owner.get('/api/staff/')).json().invites;
    const ids = open.map((i: { id: string }) => i.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
  });
});

describe('resend and revoke', () => {
  it('resends with a new token and expiry, and revokes once', async () => {
    const invite = (await owner.post('/api/staff/invites/', { email: 'r@example.com' })).json();
    const oldToken = inviteTokenFromOutbox(await t.outbox(), 'r@example.com');
    const resent = await owner.post(`/api/staff/invites/${invite.id}/resend/`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().status).toBe('pending');
    expect(Date.parse(resent.json().expires_at)).toBeGreaterThan(Date.parse(invite.expires_at));
    expect(inviteTokenFromOutbox(await t.outbox(), 'r@example.com')).not.toBe(oldToken);
    expect(await auditOf('staff.invite_resent', invite.id)).toHaveLength(1);

    const revoked = await owner.post(`/api/staff/invites/${invite.id}/revoke/`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('revoked');
    expect(await auditOf('staff.invite_revoked', invite.id)).toHaveLength(1);
    const again = await owner.post(`/api/staff/invites/${invite.id}/resend/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This invite has already been used or withdrawn.' });
    const ids = (await owner.get('/api/staff/')).json().invites.map((i: { id: string }) => i.id);
    expect(ids).not.toContain(invite.id);
  });
});

describe('DELETE /api/staff/{userId}/', () => {
  it('deactivates the person, ends their sessions and keeps them out', async () => {
    const staff = await tillSession(t.app, CORNER_CAFE.staffEmail);
    const { id } = (await staff.get('/api/users/me/')).json();
    const res = await owner.delete(`/api/staff/${id}/`);
    expect(res.statusCode).toBe(204);
    expect((await staff.get('/api/whoami/')).json().logged_in).toBe(false);
    const login = await new ApiClient(t.app).login(CORNER_CAFE.staffEmail, 'opentill-demo');
    expect(login.statusCode).toBe(401);
    const members = (await owner.get('/api/staff/')).json().members;
    expect(members.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await owner.get(`/api/users/${id}/`)).statusCode).toBe(404);
    const [audit] = await auditOf('staff.removed', id);
    expect(audit?.details).toEqual({ email: CORNER_CAFE.staffEmail, groups: [] });
    expect((await owner.delete(`/api/staff/${id}/`)).statusCode).toBe(404);
  });

  it('refuses removing yourself', async () => {
    const { id } = (await owner.get('/api/users/me/')).json();
    const res = await owner.delete(`/api/staff/${id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'You cannot remove yourself. Ask another owner to do it.',
    });
  });

  it("is a 404 for another merchant's user", async () => {
    const { id } = (await harbour.get('/api/users/me/')).json();
    expect((await owner.delete(`/api/staff/${id}/`)).statusCode).toBe(404);
    expect((await harbour.get('/api/whoami/')).json().logged_in).toBe(true);
  });
});
