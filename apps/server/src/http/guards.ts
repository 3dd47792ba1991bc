import type { FastifyRequest } from 'fastify';
import type { Group } from '@opentill/contract/constants';
import type { ClientRow, DeviceRow, UserRow } from '@/modules/session/session.service.js';
import { AppError } from './app-error.js';

export type Tenant = { client: ClientRow; user: UserRow | null; device: DeviceRow | null };

/** Any signed-in principal of a merchant: an employee, a terminal device or a screen. */
export const requireTenant = (request: FastifyRequest): Tenant => {
  const { client, user, device } = request.principal;
  if (!client || (!user && !device)) throw AppError.unauthenticated();
  return { client, user, device };
};

export const requireUser = (request: FastifyRequest): Tenant & { user: UserRow } => {
  const tenant = requireTenant(request);
  // A device is signed in, but only an employee may do this.
  if (!tenant.user) throw AppError.forbidden();
  return { ...tenant, user: tenant.user };
};

export const hasGroup = (user: UserRow | null, groups: readonly Group[]): boolean =>
  !!user && user.groups.some((g) => (groups as readonly string[]).includes(g));

/** An employee in one of the groups; anyone else gets the permission 403. */
export const requireGroups = (
  request: FastifyRequest,
  groups: readonly Group[],
): Tenant & { user: UserRow } => {
  const tenant = requireUser(request);
  if (!hasGroup(tenant.user, groups)) throw AppError.forbidden();
  return tenant;
};

const REPORT_GROUPS = ['reporting', 'owner', 'superadmin'] as const;

/**
 * Who may read reports and alerts (001 §6): an employee in reporting, owner or
 * superadmin, or the merchant's paired terminal signed in with its session.
 * A screen (Authorization: Screen, no session) and other staff get the 403.
 */
export const requireReportAccess = (request: FastifyRequest): Tenant => {
  const tenant = requireTenant(request);
  if (tenant.user) {
    if (!hasGroup(tenant.user, REPORT_GROUPS)) throw AppError.forbidden();
    return tenant;
  }
  if (tenant.device?.kind === 'terminal' && request.principal.sessionId) return tenant;
  throw AppError.forbidden();
};
