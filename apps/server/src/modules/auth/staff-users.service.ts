import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { users, type Group } from '@/db/schema/index.js';
import type { UserRow } from '@/modules/session/session.service.js';
import { revokeUserTokens } from './one-time-tokens.js';

// The staff and invites modules' work on `users`, which auth owns.

/** The merchant's active people, by email. */
export const listStaffUsers = (db: Db, clientId: string): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.isActive, true)))
    .orderBy(asc(users.email));

/** Emails are unique across every merchant, active or not (log-in names no merchant). */
export const isEmailTaken = async (db: Db, email: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return !!row;
};

export type NewInvitedUser = {
  id: string;
  clientId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  groups: Group[];
  photoPath: string | null;
  termsAcceptedAt: Date;
};

/**
 * Inserts an invited person's account; null when the email already has one
 * (checked by the unique index, so two racing accepts cannot both win).
 */
export const insertInvitedUser = async (db: Db, user: NewInvitedUser): Promise<UserRow | null> => {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
};

/**
 * Deactivates a user of the merchant and voids their outstanding log-in and
 * reset links; null when the merchant has no such active user. Their sessions
 * are the session module's to end.
 */
export const deactivateUser = async (
  db: Db,
  clientId: string,
  userId: string,
): Promise<UserRow | null> => {
  const [row] = await db
    .update(users)
    .set({ isActive: false })
    .where(and(eq(users.clientId, clientId), eq(users.id, userId), eq(users.isActive, true)))
    .returning();
  if (!row) return null;
  await revokeUserTokens(db, userId);
  return row;
};
