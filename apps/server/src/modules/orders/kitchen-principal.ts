import type { FastifyRequest } from 'fastify';
import { AppError } from '@/http/app-error.js';
import { requireTenant, type Tenant } from '@/http/guards.js';
import type { OrderActor } from './order-inputs.js';

export type KitchenHand = Tenant & {
  actor: OrderActor;
  /** A paired screen: it may do the kitchen's own steps, never the counter's. */
  isScreen: boolean;
};

/**
 * Who may mark orders and items ready: an employee, a paired card terminal, or
 * a paired kitchen screen (the kitchen is where things get ready). Fulfilling,
 * paying and cancelling stay with the till (`requireTill`).
 */
export const requireKitchenHand = (request: FastifyRequest): KitchenHand => {
  const tenant = requireTenant(request);
  const kind = tenant.user ? null : tenant.device?.kind;
  if (!tenant.user && kind !== 'terminal' && kind !== 'screen') throw AppError.forbidden();
  return {
    ...tenant,
    isScreen: kind === 'screen',
    actor: {
      userId: tenant.user?.id ?? null,
      deviceId: tenant.device?.id ?? null,
      cashierId: request.principal.cashierId,
    },
  };
};
