import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { users } from '@/db/schema/index.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import type { ClientRow, UserRow } from '@/modules/session/session.service.js';

export type UserWithClient = { user: UserRow; client: ClientRow };

const findActive = async (db: Db, where: ReturnType<typeof eq>): Promise<UserWithClient | null> => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(where, eq(users.isActive, true)))
    .limit(1);
  return user ? { user, client: await getClient(db, user.clientId) } : null;
};

export const findActiveUserByEmail = (db: Db, email: string) =>
  findActive(db, eq(users.email, email));
export const findActiveUserById = (db: Db, id: string) => findActive(db, eq(users.id, id));

export const setUserPassword = async (
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<void> => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};
