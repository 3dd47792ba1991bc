import type { FastifyRequest } from 'fastify';
import { AppError } from '@/http/app-error.js';
import { requireTenant, type Tenant } from '@/http/guards.js';
import type { OrderActor } from './order-inputs.js';

/**
 * Who may ring up and take payment: an employee, or a paired card terminal
 * signed in with its PIN. A screen (a kitchen display) reads orders but never
 * creates or pays them.
 */
export const requireTill = (request: FastifyRequest): Tenant & { actor: OrderActor } => {
  const tenant = requireTenant(request);
  if (!tenant.user && tenant.device?.kind !== 'terminal') throw AppError.forbidden();
  return {
    ...tenant,
    actor: {
      userId: tenant.user?.id ?? null,
      deviceId: tenant.device?.id ?? null,
      cashierId: request.principal.cashierId,
    },
  };
};
