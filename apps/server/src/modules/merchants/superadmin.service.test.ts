import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, users } from '@/db/schema/index.js';
import { CORNER_CAFE, DEMO_SUPPORT } from '@/db/seed/demo-constants.js';
import { hasAnyClient } from '@/modules/clients/client-settings.service.js';
import { ApiClient } from '@/testing/api-client.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { PLATFORM_CLIENT } from '@/modules/clients/platform-client.js';
import { createSuperadmin } from './superadmin.service.js';

// `npm run admin -- create-superadmin EMAIL` (issue 14): the command's service.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicUrl = 'http://opentill.test';
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('createSuperadmin', () => {
  it("adds the group to a merchant's user, once, with no link: they keep their password", async () => {
    const made = await createSuperadmin(t.db, { email: ' Manager@Example.com ', publicUrl });
    expect(made.outcome).toBe('promoted');
    expect(made.passwordLink).toBeNull();
    expect((await userByEmail(CORNER_CAFE.managerEmail))?.groups).toEqual([
      'reporting',
      'superadmin',
    ]);
    const again = await createSuperadmin(t.db, { email: CORNER_CAFE.managerEmail, publicUrl });
    expect(again.outcome).toBe('unchanged');
    expect((await userByEmail(CORNER_CAFE.managerEmail))?.groups).toEqual([
      'reporting',
      'superadmin',
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'superadmin.granted'));
    expect(audits).toHaveLength(1);
  });

  it('makes a new person in the platform client with a link to choose a password, never a password', async () => {
    const made = await createSuperadmin(t.db, { email: 'ops@opentill.example', publicUrl });
    expect(made.outcome).toBe('created');
    expect(made.user.groups).toEqual(['superadmin']);
    const [platform] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.identifier, PLATFORM_CLIENT.identifier));
    expect(made.user.clientId).toBe(platform?.id);
    const link = new URL(made.passwordLink ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl}/reset-password`);
    expect(link.searchParams.get('user_id')).toBe(made.user.id);

    // The link sets the password and logs them in, as the reset page does.
    const browser = new ApiClient(t.app);
    const reset = await browser.post('/api/password/reset/complete/', {
      user_id: made.user.id,
      token: link.searchParams.get('token'),
      password: 'a-long-new-password',
      password_confirm: 'a-long-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.super_admin).toBe(true);
    expect((await browser.get('/api/merchants/')).statusCode).toBe(200);

    // Running the command again gives a fresh link, and no second platform client.
    const again = await createSuperadmin(t.db, { email: 'ops@opentill.example', publicUrl });
    expect(again.outcome).toBe('unchanged');
    expect(again.passwordLink).not.toBeNull();
    const platforms = await t.db.select().from(clients).where(eq(clients.isPlatform, true));
    expect(platforms).toHaveLength(1);
  });

  it('refuses what is not an email address', async () => {
    await expect(createSuperadmin(t.db, { email: 'ops', publicUrl })).rejects.toThrow(
      "'ops' is not an email address.",
    );
  });
});

describe('hasAnyClient', () => {
  it('does not count the platform client as a merchant', async () => {
    expect(await hasAnyClient(t.db)).toBe(true);
    await t.db.execute(sql`delete from clients where is_platform = false`);
    expect(await t.db.select().from(clients)).toHaveLength(1);
    expect(await hasAnyClient(t.db)).toBe(false);
    expect((await new ApiClient(t.app).get('/api/setup/')).json()).toEqual({ is_needed: true });
    // The demo's superadmin stays, in the platform client.
    expect((await userByEmail(DEMO_SUPPORT.email))?.groups).toEqual(['superadmin']);
  });

  it('makes the platform client on an installation with none, and it still needs set-up', async () => {
    await t.db.execute(sql`truncate clients cascade`);
    const made = await createSuperadmin(t.db, { email: 'first@opentill.example', publicUrl });
    expect(made.outcome).toBe('created');
    expect(await hasAnyClient(t.db)).toBe(false);
  });
});
