import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { INVITE_VALID_DAYS } from '@opentill/contract/accounts/account-constants';
import type { Db } from '@/db/client.js';
import { invites, type Group } from '@/db/schema/index.js';
import { hashToken, newToken } from '@/modules/session/session-token.js';
import type { InviteRow } from './invite-status.js';

// The staff module's writes on `invites`: create, list, renew and revoke. Only
// a token's hash is stored; the token itself goes out once, in the mail.

const DAY_MS = 24 * 60 * 60 * 1000;
const freshToken = (now: Date) => {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
  };
};
const openOf = (clientId: string) =>
  and(eq(invites.clientId, clientId), isNull(invites.usedAt), isNull(invites.revokedAt));

export type IssuedInvite = { invite: InviteRow; token: string };

/**
 * A new invitation; any earlier open one of the merchant to the same email is
 * revoked in the same transaction, so only the newest link works.
 */
export const createInvite = (
  db: Db,
  input: {
    clientId: string;
    email: string;
    groups: Group[];
    /** Prefill the account form (000 §3); empty when the inviter left them out. */
    firstName: string;
    lastName: string;
    invitedByUserId: string;
  },
): Promise<IssuedInvite> =>
  db.transaction(async (tx) => {
    const now = new Date();
    const email = input.email.toLowerCase();
    await tx
      .update(invites)
      .set({ revokedAt: now })
      .where(and(openOf(input.clientId), eq(invites.email, email)));
    const { token, ...fresh } = freshToken(now);
    const [invite] = await tx
      .insert(invites)
      .values({ ...input, email, ...fresh, createdAt: now })
      .returning();
    if (!invite) throw new Error('invite insert returned nothing');
    return { invite, token };
  });

/** The merchant's invitations neither used nor revoked (pending or expired), oldest first. */
export const listOpenInvites = (db: Db, clientId: string): Promise<InviteRow[]> =>
  db
    .select()
    .from(invites)
    .where(openOf(clientId))
    .orderBy(asc(invites.createdAt), asc(invites.id));

export const findInvite = async (
  db: Db,
  clientId: string,
  id: string,
): Promise<InviteRow | null> => {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.clientId, clientId), eq(invites.id, id)))
    .limit(1);
  return row ?? null;
};

/** A new token and expiry for an open invite: the old link stops working. Null when not open. */
export const renewInvite = async (
  db: Db,
  clientId: string,
  id: string,
): Promise<IssuedInvite | null> => {
  const { token, ...fresh } = freshToken(new Date());
  const [invite] = await db
    .update(invites)
    .set(fresh)
    .where(and(openOf(clientId), eq(invites.id, id)))
    .returning();
  return invite ? { invite, token } : null;
};

/** Revokes an open invite; null when it is not open (used, already revoked, or not there). */
export const revokeInvite = async (
  db: Db,
  clientId: string,
  id: string,
): Promise<InviteRow | null> => {
  const [invite] = await db
    .update(invites)
    .set({ revokedAt: new Date() })
    .where(and(openOf(clientId), eq(invites.id, id)))
    .returning();
  return invite ?? null;
};

/** The emails invited to a group in each merchant named, still pending (not used, revoked or expired). */
export const findPendingInviteEmails = async (
  db: Db,
  clientIds: readonly string[],
  group: Group,
): Promise<{ clientId: string; email: string }[]> =>
  clientIds.length === 0
    ? []
    : db
        .selectDistinct({ clientId: invites.clientId, email: invites.email })
        .from(invites)
        .where(
          and(
            inArray(invites.clientId, [...clientIds]),
            isNull(invites.usedAt),
            isNull(invites.revokedAt),
            gt(invites.expiresAt, new Date()),
            sql`${group} = any(${invites.groups})`,
          ),
        )
        .orderBy(asc(invites.email));
