import type { FastifyRequest } from 'fastify';
import { requireTenant, type Tenant } from '@/http/guards.js';
import { AppError } from '@/http/app-error.js';

/**
 * Who may read the merchant's users and their photos: its employees and its
 * signed-in card terminal (Help's Desktop Access lists users by email there).
 * A screen (Authorization: Screen, e.g. the kitchen display) gets the 403.
 */
export const requireUserReader = (request: FastifyRequest): Tenant => {
  const tenant = requireTenant(request);
  if (tenant.user) return tenant;
  if (tenant.device?.kind === 'terminal' && request.principal.sessionId) return tenant;
  throw AppError.forbidden();
};
