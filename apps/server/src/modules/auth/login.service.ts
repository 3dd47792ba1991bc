import { messages } from '@opentill/contract/messages';
import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { createSession, endSession } from '@/modules/session/session.service.js';
import { findActiveUserByEmail, findActiveUserById, type UserWithClient } from './find-user.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { hashSecret, verifySecret } from './password-hash.js';

export type AuthDeps = { db: Db; mailer: Mailer; publicUrl: string };
export type SignedIn = UserWithClient & { token: string; expiresAt: Date };

const FIFTEEN_MINUTES = 15 * 60_000;

// Verified against when the email is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashSecret('opentill-timing-equaliser'));

/** Mail a person can ask for (reset, log-in link): a few per address per window, then silence. */
export const createMailRequestLimiter = (db: Db, name: string) =>
  new AttemptLimiter(db, { name, maxFailures: 5, windowMs: FIFTEEN_MINUTES });

export const createLoginService = ({ db, mailer, publicUrl }: AuthDeps) => {
  const byEmail = new AttemptLimiter(db, {
    name: 'login.email',
    maxFailures: 10,
    windowMs: FIFTEEN_MINUTES,
  });
  const byIp = new AttemptLimiter(db, {
    name: 'login.ip',
    maxFailures: 50,
    windowMs: FIFTEEN_MINUTES,
  });
  const linkRequests = createMailRequestLimiter(db, 'login-link.email');

  const signIn = async (found: UserWithClient): Promise<SignedIn> => ({
    ...(await createSession(db, { clientId: found.client.id, userId: found.user.id })),
    ...found,
  });

  return {
    async login(email: string, password: string, ip: string): Promise<SignedIn> {
      const emailKey = `email:${email}`;
      const ipKey = `ip:${ip}`;
      // Counted before the slow hash check, so parallel guesses cannot all slip under the limit.
      const attempt = await AttemptLimiter.recordFailures([
        { limiter: byEmail, key: emailKey },
        { limiter: byIp, key: ipKey },
      ]);
      if (attempt.isLockedOut) {
        const wait = attempt.waitMs;
        throw new AppError(
          'rate_limited',
          `Too many log-in attempts. Try again in ${minutesText(wait)}.`,
          undefined,
          { 'retry-after': String(Math.ceil(wait / 1000)) },
        );
      }
      const found = await findActiveUserByEmail(db, email);
      const isValid = await verifySecret(
        found?.user.passwordHash ?? (await timingHash()),
        password,
      );
      if (!found || !isValid) throw AppError.detail('unauthenticated', messages.loginFailed);
      await byEmail.reset(emailKey);
      await byIp.forgive(ipKey, attempt.marks[1]);
      return signIn(found);
    },

    logout: (sessionId: string | null) =>
      sessionId ? endSession(db, sessionId) : Promise.resolve(),

    /** Answers the same whether or not the email exists; only a real one gets mail. */
    async requestLoginLink(email: string): Promise<void> {
      const found = await findActiveUserByEmail(db, email);
      if (!found || (await linkRequests.countAttempt(email)) > 0) return;
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

    /** The merchant is checked as the token is used: a link opened for the wrong one stays valid. */
    async tokenLogin(token: string, merchant: string | undefined): Promise<SignedIn> {
      const owner = await consumeToken(db, 'login', token, { merchantIdentifier: merchant });
      const found = owner ? await findActiveUserById(db, owner.userId) : null;
      if (!found) throw AppError.detail('unauthenticated', messages.magicLinkFailed);
      return signIn(found);
    },
  };
};
