import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { users } from '@/db/schema/index.js';
import type { UserRow } from '@/modules/session/session.service.js';

// The users module's reads and profile writes on `users`, which auth owns.

const activeOf = (clientId: string) => and(eq(users.clientId, clientId), eq(users.isActive, true));

/** A merchant's active users by email, one page of them and how many in all. */
export const listActiveUsers = async (
  db: Db,
  clientId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: UserRow[]; count: number }> => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(activeOf(clientId))
      .orderBy(asc(users.email), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(activeOf(clientId)),
  ]);
  return { rows, count: total?.n ?? 0 };
};

/** One active user of the merchant; another merchant's id reads as missing. */
export const findActiveUserOfClient = async (
  db: Db,
  clientId: string,
  userId: string,
): Promise<UserRow | null> => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(activeOf(clientId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
};

export type ProfileChanges = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'photoPath'>
>;

/** Writes the given profile fields (and only those) and answers the user as it now is. */
export const updateUserProfile = async (
  db: Db,
  user: Pick<UserRow, 'id' | 'clientId'>,
  changes: ProfileChanges,
): Promise<UserRow> => {
  const where = and(eq(users.clientId, user.clientId), eq(users.id, user.id));
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(users).where(where);
    if (!row) throw new Error(`user ${user.id} vanished`);
    return row;
  }
  const [row] = await db.update(users).set(changes).where(where).returning();
  if (!row) throw new Error(`user ${user.id} vanished`);
  return row;
};
