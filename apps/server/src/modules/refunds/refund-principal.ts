import type { FastifyRequest } from 'fastify';
import { AppError } from '@/http/app-error.js';
import { requireTenant, type Tenant } from '@/http/guards.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';

export type Refunder = Tenant & {
  actor: AuditActor;
  /** Whose wrong PINs count together: the employee, or the terminal device. */
  principalKey: string;
};

/**
 * Who may refund: every employee of the merchant, or its signed-in card terminal,
 * once it knows the refund PIN. The Refund tab is on the terminal only (001 §6),
 * but a cash refund needs no terminal, so a browser may record one too; the PIN
 * is the permission. A kitchen screen never refunds.
 */
export const requireRefunder = (request: FastifyRequest): Refunder => {
  const tenant = requireTenant(request);
  const deviceId = tenant.device?.kind === 'terminal' ? tenant.device.id : null;
  if (!tenant.user && !deviceId) throw AppError.forbidden();
  return {
    ...tenant,
    actor: {
      userId: tenant.user?.id ?? null,
      deviceId,
      cashierId: request.principal.cashierId,
    },
    principalKey: tenant.user ? `user:${tenant.user.id}` : `device:${deviceId}`,
  };
};
