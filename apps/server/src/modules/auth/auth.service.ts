import { and, eq } from 'drizzle-orm';
import { messages } from '@opentill/contract/messages';
import type { Db } from '@/db/client.js';
import { clients, users } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import {
  createSession,
  endOtherSessions,
  endSession,
  type ClientRow,
  type UserRow,
} from '@/modules/session/session.service.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { hashSecret, verifySecret } from './password-hash.js';

export type AuthDeps = { db: Db; mailer: Mailer; publicUrl: string };

export type SignedIn = { token: string; expiresAt: Date; user: UserRow; client: ClientRow };

// Verified against when the email is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashSecret('opentill-timing-equaliser'));

export const createAuthService = ({ db, mailer, publicUrl }: AuthDeps) => {
  const byEmail = new AttemptLimiter({ maxFailures: 10, windowMs: 15 * 60_000 });
  const byIp = new AttemptLimiter({ maxFailures: 50, windowMs: 15 * 60_000 });

  const findActiveUser = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ user: users, client: clients })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(and(where, eq(users.isActive, true)))
      .limit(1);
    return row ?? null;
  };

  const signIn = async (user: UserRow, client: ClientRow): Promise<SignedIn> => ({
    ...(await createSession(db, { clientId: client.id, userId: user.id })),
    user,
    client,
  });

  const refuseIfLocked = (emailKey: string, ipKey: string) => {
    const wait = Math.max(byEmail.retryAfterMs(emailKey), byIp.retryAfterMs(ipKey));
    if (wait > 0) {
      throw new AppError(
        'rate_limited',
        `Too many log-in attempts. Try again in ${minutesText(wait)}.`,
        undefined,
        {
          'retry-after': String(Math.ceil(wait / 1000)),
        },
      );
    }
  };

  return {
    async login(email: string, password: string, ip: string): Promise<SignedIn> {
      const emailKey = `email:${email}`;
      const ipKey = `ip:${ip}`;
      refuseIfLocked(emailKey, ipKey);
      const found = await findActiveUser(eq(users.email, email));
      const isValid = await verifySecret(
        found?.user.passwordHash ?? (await timingHash()),
        password,
      );
      if (!found || !isValid) {
        byEmail.recordFailure(emailKey);
        byIp.recordFailure(ipKey);
        throw AppError.detail('validation', messages.loginFailed);
      }
      byEmail.reset(emailKey);
      return signIn(found.user, found.client);
    },

    logout: (sessionId: string | null) =>
      sessionId ? endSession(db, sessionId) : Promise.resolve(),

    /** Answers the same whether or not the email exists. */
    async requestLoginLink(email: string): Promise<void> {
      const found = await findActiveUser(eq(users.email, email));
      if (!found) return;
      const token = await issueToken(db, 'login', {
        clientId: found.client.id,
        userId: found.user.id,
      });
      const link = `${publicUrl}/handle-login?token=${token}&merchant=${encodeURIComponent(found.client.identifier)}`;
      await mailer.send({
        clientId: found.client.id,
        to: found.user.email,
        subject: `Your OpenTill log-in link for ${found.client.name}`,
        text: `Tap this link to log in to OpenTill. It works once, within 30 minutes.\n\n${link}\n`,
      });
    },

    async tokenLogin(token: string, merchant: string | undefined): Promise<SignedIn> {
      const owner = await consumeToken(db, 'login', token);
      const found = owner ? await findActiveUser(eq(users.id, owner.userId)) : null;
      if (!found || (merchant && merchant !== found.client.identifier)) {
        throw AppError.detail('validation', messages.magicLinkFailed);
      }
      return signIn(found.user, found.client);
    },

    /** Answers the same whether or not the email exists. */
    async requestPasswordReset(email: string): Promise<void> {
      const found = await findActiveUser(eq(users.email, email));
      if (!found) return;
      const token = await issueToken(db, 'reset', {
        clientId: found.client.id,
        userId: found.user.id,
      });
      const link = `${publicUrl}/reset-password?user_id=${found.user.id}&token=${token}`;
      await mailer.send({
        clientId: found.client.id,
        to: found.user.email,
        subject: 'Reset your OpenTill password',
        text: `Someone asked to reset the password of ${found.user.email}. If it was you, open this link within an hour:\n\n${link}\n\nIf not, ignore this mail; your password stays as it is.\n`,
      });
    },

    async completePasswordReset(input: {
      userId: string;
      token: string;
      password: string;
    }): Promise<void> {
      const isUuid = /^[0-9a-f-]{36}$/i.test(input.userId);
      const owner = isUuid ? await consumeToken(db, 'reset', input.token, input.userId) : null;
      if (!owner)
        throw AppError.field(
          'token',
          'This reset link is invalid or has expired. Please request a new one.',
        );
      await db
        .update(users)
        .set({ passwordHash: await hashSecret(input.password) })
        .where(eq(users.id, owner.userId));
      await endOtherSessions(db, owner.userId, null);
    },

    async setPassword(
      user: UserRow,
      sessionId: string | null,
      current: string,
      password: string,
    ): Promise<void> {
      if (!(await verifySecret(user.passwordHash, current))) {
        throw AppError.field('current_password', 'Current password is incorrect.');
      }
      await db
        .update(users)
        .set({ passwordHash: await hashSecret(password) })
        .where(eq(users.id, user.id));
      await endOtherSessions(db, user.id, sessionId);
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
