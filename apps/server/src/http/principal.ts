import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@/db/client.js';
import {
  SESSION_COOKIE,
  anonymous,
  resolveScreen,
  resolveSession,
  type Principal,
} from '@/modules/session/session.service.js';
import type { PrincipalCache } from '@/modules/session/principal-cache.js';
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
    /**
     * A write that changes no session, user, merchant setting, device or catalogue (order
     * create and pay): this process's principal cache is kept after it. Every other write
     * empties the cache, so the next request of any session reads it again.
     */
    keepsPrincipals?: boolean;
  }
}

const SCREEN_PREFIX = 'Screen ';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the caller once per request, then enforces tenancy: an
 * X-DT-SCHEMA naming another merchant than the session's is refused.
 * Registered before CSRF, which trusts only a screen resolved here.
 */
/** Who the request's credentials name now: a paired screen, a session, or nobody. */
export const principalOf = async (
  db: Db,
  request: FastifyRequest,
  cache?: PrincipalCache,
): Promise<Principal> => {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith(SCREEN_PREFIX)) {
    const screenUuid = authorization.slice(SCREEN_PREFIX.length).trim();
    const principal = UUID.test(screenUuid) ? await resolveScreen(db, screenUuid) : anonymous;
    // A screen skips CSRF (csrf.ts), so a header that names no paired screen
    // stops here rather than passing as an anonymous caller without a token.
    if (!principal.client) throw AppError.unauthenticated();
    return principal;
  }
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length < 200 ? resolveSession(db, token, cache) : anonymous;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const registerPrincipal = (app: FastifyInstance, db: Db, cache: PrincipalCache): void => {
  app.decorateRequest('principal', null as unknown as Principal);
  app.addHook('onRequest', async (request) => {
    request.principal = anonymous;
    request.principal = await principalOf(db, request, cache);
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
  // Before the answer leaves, so the caller's next request already reads afresh. Other
  // processes hear of the change from the database (migration 0035's triggers).
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && !request.routeOptions.config.keepsPrincipals) cache.clear();
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
