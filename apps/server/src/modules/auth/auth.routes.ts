import type { FastifyInstance } from 'fastify';
import {
  loginInputSchema,
  passwordResetCompleteInputSchema,
  passwordResetCompleteResponseSchema,
  passwordResetInputSchema,
  passwordSetInputSchema,
  requestLoginLinkInputSchema,
  sessionSchema,
  tokenLoginInputSchema,
} from '@opentill/contract/auth/auth.schemas';
import { messages } from '@opentill/contract/messages';
import { runAfterAnswer } from '@/http/after-answer.js';
import { requireUser } from '@/http/guards.js';
import { clearSessionCookie, setSessionCookie } from '@/http/principal.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { toSession } from '@/modules/session/session-view.js';
import { createLoginService, type SignedIn } from './login.service.js';
import { createPasswordService } from './password.service.js';

export const authRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const app = typed(root);
  const authDeps = { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  const auth = createLoginService(authDeps);
  const passwords = createPasswordService(authDeps);
  const secure = deps.config.secureCookies;
  const startSession = (reply: Parameters<typeof setSessionCookie>[0], signedIn: SignedIn) => {
    setSessionCookie(reply, signedIn.token, signedIn.expiresAt, secure);
    return toSession({ user: signedIn.user, client: signedIn.client, device: null });
  };

  app.post(
    '/login/',
    {
      config: { access: 'public' },
      schema: { body: loginInputSchema, tags: ['auth'], response: { 200: sessionSchema } },
    },
    async (request, reply) =>
      startSession(reply, await auth.login(request.body.email, request.body.password, request.ip)),
  );

  // Log out works whatever merchant the client names: a 403 log-out must end the session.
  app.post(
    '/logout/',
    { schema: { tags: ['auth'] }, config: { access: 'public', ignoresMerchantHeader: true } },
    async (request, reply) => {
      await auth.logout(request.principal.sessionId);
      clearSessionCookie(reply);
      return reply.code(204).send();
    },
  );

  app.post(
    '/request-login-link/',
    { config: { access: 'public' }, schema: { body: requestLoginLinkInputSchema, tags: ['auth'] } },
    // The token and the mail come after the answer, so its timing cannot tell who has an account.
    async (request) => {
      const { email } = request.body;
      runAfterAnswer(request, 'log-in link', () => auth.requestLoginLink(email));
      return { detail: messages.loginLinkSent(email) };
    },
  );

  app.post(
    '/token-login/',
    {
      config: { access: 'public' },
      schema: { body: tokenLoginInputSchema, tags: ['auth'], response: { 200: sessionSchema } },
    },
    async (request, reply) =>
      startSession(reply, await auth.tokenLogin(request.body.token, request.body.merchant)),
  );

  app.post(
    '/password/reset/',
    { config: { access: 'public' }, schema: { body: passwordResetInputSchema, tags: ['auth'] } },
    // As for the log-in link: the work after the answer, the same answer for any email.
    async (request) => {
      const { email } = request.body;
      runAfterAnswer(request, 'password reset', () => passwords.requestPasswordReset(email));
      return { detail: messages.resetEmailSent };
    },
  );

  // The new password logs the person in (000 §8: then go to /), with a cookie as log in sets.
  app.post(
    '/password/reset/complete/',
    {
      config: { access: 'public' },
      schema: {
        body: passwordResetCompleteInputSchema,
        tags: ['auth'],
        response: { 200: passwordResetCompleteResponseSchema },
      },
    },
    async (request, reply) => ({
      ...startSession(reply, await passwords.completePasswordReset(request.body)),
      detail: messages.passwordUpdated,
    }),
  );

  app.post(
    '/password/set/',
    { config: { access: 'employee' }, schema: { body: passwordSetInputSchema, tags: ['auth'] } },
    async (request) => {
      const { user } = requireUser(request);
      await passwords.setPassword(
        user,
        request.principal.sessionId,
        request.body.currentPassword,
        request.body.password,
      );
      return { detail: messages.passwordUpdated };
    },
  );
};
