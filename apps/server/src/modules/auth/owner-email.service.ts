import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { users } from '@/db/schema/index.js';

/**
 * The email of a merchant's owner (the longest-standing active one), for mail a
 * device asks for on the merchant's behalf, e.g. a terminal's emailed report.
 * Null when the merchant has no active owner.
 */
export const findOwnerEmail = async (db: Db, clientId: string): Promise<string | null> => {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        eq(users.isActive, true),
        arrayContains(users.groups, ['owner']),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return owner?.email ?? null;
};
