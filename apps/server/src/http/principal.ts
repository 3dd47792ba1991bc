import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '@/db/client.js';
import {
  SESSION_COOKIE,
  anonymous,
  resolveScreen,
  resolveSession,
  type Principal,
} from '@/modules/session/session.service.js';
import { AppError } from './app-error.js';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    principal: Principal;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Skip the X-DT-SCHEMA check (log out must work even when the client names the wrong merchant). */
    ignoresMerchantHeader?: boolean;
  }
}

const SCREEN_PREFIX = 'Screen ';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the caller once per request, then enforces tenancy: an
 * X-DT-SCHEMA naming another merchant than the session's is refused.
 * Registered before CSRF, which trusts only a screen resolved here.
 */
export const registerPrincipal = (app: FastifyInstance, db: Db): void => {
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('onRequest', async (request) => {
    request.principal = anonymous;
    const authorization = request.headers.authorization;
    if (authorization?.startsWith(SCREEN_PREFIX)) {
      const screenUuid = authorization.slice(SCREEN_PREFIX.length).trim();
      if (UUID.test(screenUuid)) request.principal = await resolveScreen(db, screenUuid);
      // A screen skips CSRF (csrf.ts), so a header that names no paired screen
      // stops here rather than passing as an anonymous caller without a token.
      if (!request.principal.client) throw AppError.unauthenticated();
    } else {
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length < 200) request.principal = await resolveSession(db, token);
    }
    if (request.routeOptions.config.ignoresMerchantHeader) return;
    const schemaHeader = request.headers['x-dt-schema'];
    const client = request.principal.client;
    if (
      client &&
      typeof schemaHeader === 'string' &&
      schemaHeader !== '' &&
      schemaHeader !== client.identifier
    ) {
      throw AppError.forbidden();
    }
  });
};

export const setSessionCookie = (
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void => {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
};

export const clearSessionCookie = (reply: FastifyReply): void => {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
};
