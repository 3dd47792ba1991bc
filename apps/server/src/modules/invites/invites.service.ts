import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvitePreview } from '@opentill/contract/accounts/account.schemas';
import type { Db } from '@/db/client.js';
import { invites } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { FileStore } from '@/infra/files/file-store.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import { insertInvitedUser } from '@/modules/auth/staff-users.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { acceptReferralsForPhone } from '@/modules/referrals/referrals.service.js';
import { hashToken } from '@/modules/session/session-token.js';
import { createSession, type ClientRow, type UserRow } from '@/modules/session/session.service.js';
import { discardProfilePhoto, storeProfilePhoto } from '@/modules/users/profile-photo.service.js';
import { INVITE_REFUSALS, inviteStatus, type InviteRow } from './invite-status.js';
import { toInvitePreview } from './invite-view.js';

export const EMAIL_HAS_ACCOUNT = 'That email already has an account.';

export type AcceptedInvite = { user: UserRow; client: ClientRow; token: string; expiresAt: Date };
export type AcceptInviteForm = {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
};

const findByToken = async (db: Db, token: string, forUpdate = false): Promise<InviteRow | null> => {
  const query = db
    .select()
    .from(invites)
    .where(eq(invites.tokenHash, hashToken(token)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
};

/** The invite behind a link, refused (404 with the reason) unless it is still pending. */
const requirePending = (invite: InviteRow | null): InviteRow => {
  if (!invite) throw AppError.notFound(INVITE_REFUSALS.unknown);
  const status = inviteStatus(invite, new Date());
  if (status !== 'pending') throw AppError.notFound(INVITE_REFUSALS[status]);
  return invite;
};

export const previewInvite = async (db: Db, token: string): Promise<InvitePreview> =>
  toInvitePreview(requirePending(await findByToken(db, token)));

/** Refuses a dead link before the form is checked, so a person is not asked to fix fields in vain. */
export const checkInviteToken = async (db: Db, token: string): Promise<void> => {
  requirePending(await findByToken(db, token));
};

/**
 * Creates the invited person's account in one transaction: the invite is
 * locked and checked again, the user is made with the invite's merchant and
 * groups, the invite is marked used, referrals to the phone are accepted and a
 * session starts. The photo is stored first under the new user's id and
 * removed again if the transaction fails.
 */
export const acceptInvite = async (
  db: Db,
  store: FileStore,
  token: string,
  form: AcceptInviteForm,
  photo: Buffer | null,
): Promise<AcceptedInvite> => {
  const userId = crypto.randomUUID();
  const passwordHash = await hashSecret(form.password);
  const photoPath = photo ? await storeProfilePhoto(store, userId, photo) : null;
  try {
    return await db.transaction(async (tx) => {
      const invite = requirePending(await findByToken(tx, token, true));
      const now = new Date();
      const user = await insertInvitedUser(tx, {
        id: userId,
        clientId: invite.clientId,
        email: invite.email,
        passwordHash,
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        groups: invite.groups,
        photoPath,
        termsAcceptedAt: now,
      });
      if (!user) throw AppError.detail('conflict', EMAIL_HAS_ACCOUNT);
      await tx.update(invites).set({ usedAt: now }).where(eq(invites.id, invite.id));
      if (form.phone) await acceptReferralsForPhone(tx, form.phone);
      const session = await createSession(tx, { clientId: invite.clientId, userId });
      return { ...session, user, client: await getClient(tx, invite.clientId) };
    });
  } catch (error) {
    await discardProfilePhoto(store, photoPath);
    throw error;
  }
};
