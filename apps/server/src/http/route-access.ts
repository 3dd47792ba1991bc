import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '@/modules/session/session.service.js';
import { AppError } from './app-error.js';
import { requireGroups, requireReportAccess, requireTenant, requireUser } from './guards.js';

/**
 * Who may reach a route at all, declared beside it (`config: { access: 'till' }`)
 * and enforced here before the body is read. A handler's own guard may narrow it
 * further (an editor's cashier permission, the refund PIN, owners for some employee
 * routes); it never widens it.
 */
export const ROUTE_ACCESS = {
  /** Anyone, signed in or not: log in, password reset, invites. */
  public: 'anyone',
  /** Any signed-in principal of the merchant, a paired screen included: the kitchen's own steps. */
  kitchen: 'an employee, the signed-in card terminal or a paired screen',
  /** Ringing up, paying, the till's own settings: never a screen. */
  till: 'an employee or the signed-in card terminal',
  /** As till, and the handler checks the signed-in cashier's edit permission (001 §6). */
  editor: 'a till whose signed-in cashier may edit, or an owner setting up the first editor',
  /** An employee signed in with email and password (or a magic link). */
  employee: 'an employee',
  owner: 'an owner or superadmin',
  /** The platform's own staff: merchants and support views (issue 14). */
  superadmin: 'a superadmin',
  /** 001 §6 "Reports menu". */
  reports: 'a reporting, owner or superadmin employee, or the signed-in card terminal',
} as const;
export type RouteAccess = keyof typeof ROUTE_ACCESS;

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Who may reach this route; every route that changes something declares it. */
    access?: RouteAccess;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OWNER_GROUPS = ['owner', 'superadmin'] as const;

/** A paired screen authenticates by header and has no session. */
export const isScreen = (principal: Principal): boolean =>
  principal.device?.kind === 'screen' && principal.sessionId === null;

const requireTillCaller = (request: FastifyRequest): void => {
  const { user, device } = requireTenant(request);
  if (!user && !(device?.kind === 'terminal' && request.principal.sessionId))
    throw AppError.forbidden();
};

const guards: Record<RouteAccess, ((request: FastifyRequest) => unknown) | null> = {
  public: null,
  kitchen: requireTenant,
  till: requireTillCaller,
  editor: requireTillCaller,
  employee: requireUser,
  owner: (request) => requireGroups(request, OWNER_GROUPS),
  superadmin: (request) => requireGroups(request, ['superadmin']),
  reports: requireReportAccess,
};

/**
 * Enforces each route's declared access once the caller is known. An unsafe route
 * that declares none is still closed to screens: a screen may only read, apart
 * from the kitchen steps that say so (D6).
 */
export const registerRouteAccess = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access !== undefined) {
      guards[access]?.(request);
      return;
    }
    if (UNSAFE.has(request.method) && isScreen(request.principal)) throw AppError.forbidden();
  });
};
