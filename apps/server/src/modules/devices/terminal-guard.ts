import type { FastifyRequest } from 'fastify';
import { hasGroup, requireTenant } from '@/http/guards.js';
import { AppError } from '@/http/app-error.js';
import type { AuditActor } from '@/modules/audit/audit.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';

export type TerminalManager = { client: ClientRow; actor: AuditActor };

/**
 * Who may change the terminal PIN and hospitality mode: an owner or superadmin,
 * or the merchant's terminal signed in with the PIN (its own settings screen).
 * A screen (Authorization: Screen) has no session and may not.
 */
export const requireTerminalManager = (request: FastifyRequest): TerminalManager => {
  const { client, user, device } = requireTenant(request);
  if (user) {
    if (!hasGroup(user, ['owner', 'superadmin'])) throw AppError.forbidden();
    return { client, actor: { userId: user.id } };
  }
  if (device?.kind === 'terminal' && request.principal.sessionId)
    return { client, actor: { deviceId: device.id } };
  throw AppError.forbidden();
};
