import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, users } from '@/db/schema/index.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { issueToken } from '@/modules/auth/one-time-tokens.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import { newToken } from '@/modules/session/session-token.js';
import type { UserRow } from '@/modules/session/session.service.js';
import { ensurePlatformClient } from './platform-client.js';

export type SuperadminOutcome = 'created' | 'promoted' | 'unchanged';

export type MadeSuperadmin = {
  outcome: SuperadminOutcome;
  user: UserRow;
  /** A one-time link to set the password, for a platform account; null for a merchant's own user. */
  passwordLink: string | null;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `npm run admin -- create-superadmin EMAIL`: an existing user joins the superadmin
 * group (again is harmless); anyone else gets an account in the platform client,
 * with a password nobody knows and a one-time link to choose one. The operator sees
 * the link, never a password.
 */
export const createSuperadmin = async (
  db: Db,
  input: { email: string; publicUrl: string },
): Promise<MadeSuperadmin> => {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new Error(`'${input.email}' is not an email address.`);
  const unusableHash = await hashSecret(newToken());
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing && !existing.isActive)
      throw new Error(
        `${email} has been removed from their merchant; they cannot be a superadmin.`,
      );
    let outcome: SuperadminOutcome = 'unchanged';
    let user = existing;
    if (!user) {
      const platform = await ensurePlatformClient(tx);
      [user] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          clientId: platform.id,
          email,
          passwordHash: unusableHash,
          groups: ['superadmin'],
        })
        .returning();
      outcome = 'created';
    } else if (!user.groups.includes('superadmin')) {
      [user] = await tx
        .update(users)
        .set({ groups: sql`array_append(${users.groups}, 'superadmin')` })
        .where(eq(users.id, user.id))
        .returning();
      outcome = 'promoted';
    }
    if (!user) throw new Error('the superadmin was not written');
    if (outcome !== 'unchanged')
      await recordAudit(tx, {
        clientId: user.clientId,
        actor: {},
        action: outcome === 'created' ? 'superadmin.created' : 'superadmin.granted',
        entity: 'user',
        entityId: user.id,
        details: { email, by: 'command line' },
      });
    const platform = outcome === 'created' ? null : await isPlatformUser(tx, user);
    const needsLink = outcome === 'created' || platform === true;
    const passwordLink = needsLink ? await passwordLinkFor(tx, user, input.publicUrl) : null;
    return { outcome, user, passwordLink };
  });
};

const isPlatformUser = async (db: Db, user: UserRow): Promise<boolean> => {
  const [row] = await db
    .select({ isPlatform: clients.isPlatform })
    .from(clients)
    .where(eq(clients.id, user.clientId));
  return row?.isPlatform === true;
};

/** The reset link of the password-reset mail (auth/password.service.ts), valid for an hour. */
const passwordLinkFor = async (db: Db, user: UserRow, publicUrl: string): Promise<string> => {
  const token = await issueToken(db, 'reset', { clientId: user.clientId, userId: user.id });
  return `${publicUrl}/reset-password?user_id=${user.id}&token=${token}`;
};
