import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { catalogueVersions, clients, devices, sessions, users } from '@/db/schema/index.js';
import type { PrincipalCache } from './principal-cache.js';
import { hashToken, newToken } from './session-token.js';

export const SESSION_COOKIE = 'sessionid';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
// Sliding expiry is written at most this often, not on every request.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;

/** Who is calling: resolved once per request from the session cookie or a Screen header. */
export type Principal = {
  sessionId: string | null;
  user: UserRow | null;
  client: ClientRow | null;
  device: DeviceRow | null;
  cashierId: string | null;
  /**
   * A superadmin's own merchant while they support another (issue 14); null otherwise.
   * `client` is then the merchant supported, and every screen reads its data.
   */
  homeClientId: string | null;
  /**
   * The merchant's catalogue version when the request began (0 before any catalogue write),
   * read with the session; null where not read. Prices may come from a cache at it.
   */
  catalogueVersion: number | null;
};

export const anonymous: Principal = {
  sessionId: null,
  user: null,
  client: null,
  device: null,
  cashierId: null,
  homeClientId: null,
  catalogueVersion: null,
};

type SessionRow = typeof sessions.$inferSelect;

/**
 * A session acts in its user's own merchant. The one exception is a superadmin's
 * support view: the session's home is the superadmin's merchant and the user is
 * still a superadmin. A device never has a support view. Anything else (a row
 * edited by hand, a superadmin since demoted) counts as not logged in.
 */
const isActingWhereAllowed = (session: SessionRow, user: UserRow | null): boolean => {
  if (!user) return session.homeClientId === null;
  if (session.homeClientId === null) return user.clientId === session.clientId;
  return session.homeClientId === user.clientId && user.groups.includes('superadmin');
};

export const createSession = async (
  db: Db,
  owner: { clientId: string; userId?: string; deviceId?: string },
): Promise<{ token: string; expiresAt: Date }> => {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    clientId: owner.clientId,
    userId: owner.userId ?? null,
    deviceId: owner.deviceId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
};

type Resolved = { principal: Principal; expiresAt: Date };

/** The session `id` (a token's hash) names now, with when it expires; null if none does. */
const lookUpSession = async (db: Db, id: string, now: Date): Promise<Resolved | null> => {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      client: clients,
      device: devices,
      catalogueVersion: catalogueVersions.version,
    })
    .from(sessions)
    .innerJoin(clients, eq(clients.id, sessions.clientId))
    .leftJoin(catalogueVersions, eq(catalogueVersions.clientId, sessions.clientId))
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      devices,
      and(eq(devices.clientId, sessions.clientId), eq(devices.id, sessions.deviceId)),
    )
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || (row.user && !row.user.isActive)) return null;
  if (!isActingWhereAllowed(row.session, row.user)) return null;
  let expiresAt = row.session.expiresAt;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  }
  const principal: Principal = {
    sessionId: id,
    user: row.user,
    client: row.client,
    device: row.device,
    cashierId: row.session.cashierId,
    homeClientId: row.session.homeClientId,
    catalogueVersion: row.catalogueVersion ?? 0,
  };
  return { principal, expiresAt };
};

/**
 * Who a session token names now. With a cache that is on, a session seen within its
 * time to live is answered from memory (principal-cache.ts says when that is forgotten).
 */
export const resolveSession = async (
  db: Db,
  token: string,
  cache?: PrincipalCache,
): Promise<Principal> => {
  const id = hashToken(token);
  const now = new Date();
  if (!cache?.isOn) return (await lookUpSession(db, id, now))?.principal ?? anonymous;
  const cached = cache.get(id, now.getTime());
  if (cached) return cached;
  const generation = cache.generation();
  const resolved = await lookUpSession(db, id, now);
  if (!resolved) return anonymous;
  cache.set({
    sessionId: id,
    principal: resolved.principal,
    expiresAt: resolved.expiresAt.getTime(),
    generation,
    now: now.getTime(),
  });
  return resolved.principal;
};

/** A paired screen (e.g. a kitchen display) authenticates with `Authorization: Screen {uuid}`. */
export const resolveScreen = async (db: Db, screenUuid: string): Promise<Principal> => {
  const [row] = await db
    .select({ device: devices, client: clients })
    .from(devices)
    .innerJoin(clients, eq(clients.id, devices.clientId))
    .where(and(eq(devices.kind, 'screen'), eq(devices.deviceUuid, screenUuid)))
    .limit(1);
  if (!row) return anonymous;
  return {
    sessionId: null,
    user: null,
    client: row.client,
    device: row.device,
    cashierId: null,
    homeClientId: null,
    catalogueVersion: null,
  };
};

export const endSession = async (db: Db, sessionId: string): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};

/** Ends every session of a user but the one given (a password change keeps its own). */
export const endOtherSessions = async (
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> => {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
};

/** Signs a cashier in (or out, with null) on one till session; the next request sees it. */
export const setSessionCashier = async (
  db: Db,
  sessionId: string,
  cashierId: string | null,
): Promise<void> => {
  await db.update(sessions).set({ cashierId }).where(eq(sessions.id, sessionId));
};

/** Signs a deleted cashier out of every till of the merchant. */
export const signCashierOutEverywhere = async (
  db: Db,
  clientId: string,
  cashierId: string,
): Promise<void> => {
  await db
    .update(sessions)
    .set({ cashierId: null })
    .where(and(eq(sessions.clientId, clientId), eq(sessions.cashierId, cashierId)));
};

/**
 * Moves a superadmin's session into another merchant (a support view) or, with a null
 * home, back to their own. The till's cashier belongs to the merchant left behind, so
 * it is signed out.
 */
export const moveSession = async (
  db: Db,
  sessionId: string,
  to: { clientId: string; homeClientId: string | null },
): Promise<void> => {
  await db
    .update(sessions)
    .set({ clientId: to.clientId, homeClientId: to.homeClientId, cashierId: null })
    .where(eq(sessions.id, sessionId));
};
