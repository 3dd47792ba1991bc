import type { Db } from '@/db/client.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { issueToken } from '@/modules/auth/one-time-tokens.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import {
  grantSuperadmin,
  insertPlatformSuperadmin,
  lockUserByEmail,
} from '@/modules/auth/superadmin-users.service.js';
import { isPlatformClientId } from '@/modules/clients/merchant-rows.service.js';
import { ensurePlatformClient } from '@/modules/clients/platform-client.js';
import { newToken } from '@/modules/session/session-token.js';
import type { UserRow } from '@/modules/session/session.service.js';

export type SuperadminOutcome = 'created' | 'promoted' | 'unchanged';

export type MadeSuperadmin = {
  outcome: SuperadminOutcome;
  user: UserRow;
  /** A one-time link to set the password, for a platform account; null for a merchant's own user. */
  passwordLink: string | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The reset link of the password-reset mail (auth/password.service.ts), valid for an hour. */
const passwordLinkFor = async (db: Db, user: UserRow, publicUrl: string): Promise<string> => {
  const token = await issueToken(db, 'reset', { clientId: user.clientId, userId: user.id });
  return `${publicUrl}/reset-password?user_id=${user.id}&token=${token}`;
};

/** The user with the superadmin group, and what that took. */
const makeSuperadmin = async (
  tx: Db,
  email: string,
  unusablePasswordHash: string,
): Promise<{ outcome: SuperadminOutcome; user: UserRow }> => {
  const existing = await lockUserByEmail(tx, email);
  if (!existing) {
    const platform = await ensurePlatformClient(tx);
    const user = await insertPlatformSuperadmin(tx, {
      clientId: platform.id,
      email,
      unusablePasswordHash,
    });
    return { outcome: 'created', user };
  }
  if (!existing.isActive)
    throw new Error(`${email} has been removed from their merchant; they cannot be a superadmin.`);
  if (existing.groups.includes('superadmin')) return { outcome: 'unchanged', user: existing };
  return { outcome: 'promoted', user: await grantSuperadmin(tx, existing.id) };
};

/**
 * `npm run admin -- create-superadmin EMAIL`: an existing user joins the superadmin
 * group (again is harmless); anyone else gets an account in the platform client,
 * with a password nobody knows and a one-time link to choose one. The operator sees
 * the link, never a password. A platform account gets a fresh link on every run.
 */
export const createSuperadmin = async (
  db: Db,
  input: { email: string; publicUrl: string },
): Promise<MadeSuperadmin> => {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Error(`'${input.email}' is not an email address.`);
  const unusablePasswordHash = await hashSecret(newToken());
  return db.transaction(async (tx) => {
    const { outcome, user } = await makeSuperadmin(tx, email, unusablePasswordHash);
    if (outcome !== 'unchanged')
      await recordAudit(tx, {
        clientId: user.clientId,
        actor: {},
        action: outcome === 'created' ? 'superadmin.created' : 'superadmin.granted',
        entity: 'user',
        entityId: user.id,
        details: { email, by: 'command line' },
      });
    const needsLink = outcome === 'created' || (await isPlatformClientId(tx, user.clientId));
    const passwordLink = needsLink ? await passwordLinkFor(tx, user, input.publicUrl) : null;
    return { outcome, user, passwordLink };
  });
};
