import { AppError } from '@/http/app-error.js';
import {
  createSession,
  endOtherSessions,
  type UserRow,
} from '@/modules/session/session.service.js';
import { findActiveUserByEmail, findActiveUserById, setUserPassword } from './find-user.js';
import { createMailRequestLimiter, type AuthDeps, type SignedIn } from './login.service.js';
import { consumeToken, issueToken, revokeUserTokens } from './one-time-tokens.js';
import { hashSecret, verifySecret } from './password-hash.js';

export const createPasswordService = ({ db, mailer, publicUrl }: AuthDeps) => {
  const resetRequests = createMailRequestLimiter(db, 'password-reset.email');

  /** The new password takes over: other sessions end and outstanding links die. */
  const replacePassword = async (
    userId: string,
    password: string,
    keepSessionId: string | null,
  ) => {
    await setUserPassword(db, userId, await hashSecret(password));
    await revokeUserTokens(db, userId);
    await endOtherSessions(db, userId, keepSessionId);
  };

  return {
    /** Answers the same whether or not the email exists; only a real one gets mail. */
    async requestPasswordReset(email: string): Promise<void> {
      const found = await findActiveUserByEmail(db, email);
      if (!found || (await resetRequests.countAttempt(email)) > 0) return;
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

    /**
     * Sets the new password and starts a session for it, as log in does: 000 §8 says
     * 'Password has been updated', then go to /, so the person lands logged in.
     */
    async completePasswordReset(input: {
      userId: string;
      token: string;
      password: string;
    }): Promise<SignedIn> {
      const owner = await consumeToken(db, 'reset', input.token, { userId: input.userId });
      const found = owner ? await findActiveUserById(db, owner.userId) : null;
      if (!found)
        throw AppError.field(
          'token',
          'This reset link is invalid or has expired. Please request a new one.',
        );
      await replacePassword(found.user.id, input.password, null);
      const session = await createSession(db, { clientId: found.client.id, userId: found.user.id });
      return { ...session, ...found };
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
      await replacePassword(user.id, password, sessionId);
    },
  };
};
