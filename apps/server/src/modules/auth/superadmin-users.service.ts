import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { users } from '@/db/schema/index.js';
import type { UserRow } from '@/modules/session/session.service.js';

// The merchants module's work on `users`, which auth owns (issue 14).

/** The user with this (lower-case) email, locked until the transaction ends. */
export const lockUserByEmail = async (db: Db, email: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).for('update');
  return row ?? null;
};

/** A superadmin with no merchant of their own, whose password is a hash of nothing anyone knows. */
export const insertPlatformSuperadmin = async (
  db: Db,
  user: { clientId: string; email: string; unusablePasswordHash: string },
): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      clientId: user.clientId,
      email: user.email,
      passwordHash: user.unusablePasswordHash,
      groups: ['superadmin'],
    })
    .returning();
  if (!row) throw new Error('the superadmin was not written');
  return row;
};

/** Adds the superadmin group to a user who does not have it. */
export const grantSuperadmin = async (db: Db, userId: string): Promise<UserRow> => {
  const [row] = await db
    .update(users)
    .set({ groups: sql`array_append(${users.groups}, 'superadmin')` })
    .where(and(eq(users.id, userId), sql`not ('superadmin' = any(${users.groups}))`))
    .returning();
  if (!row) throw new Error(`user ${userId} is already a superadmin or gone`);
  return row;
};

/** The active owners of each merchant named, by email. */
export const findOwnerEmails = async (
  db: Db,
  clientIds: readonly string[],
): Promise<{ clientId: string; email: string }[]> =>
  clientIds.length === 0
    ? []
    : db
        .select({ clientId: users.clientId, email: users.email })
        .from(users)
        .where(
          and(
            inArray(users.clientId, [...clientIds]),
            eq(users.isActive, true),
            sql`'owner' = any(${users.groups})`,
          ),
        )
        .orderBy(asc(users.email));
