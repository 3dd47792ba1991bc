import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  supportTicketInputSchema,
  supportTicketSchema,
} from '@opentill/contract/accounts/account.schemas';
import { AppError } from '@/http/app-error.js';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { createSupportService } from './support.service.js';

/**
 * An employee, or the card terminal signed in at the till (Help is on the
 * Android till too). A kitchen screen has no Help page and no session.
 */
const requireSupportCaller = (request: FastifyRequest) => {
  const tenant = requireTenant(request);
  if (tenant.user) return tenant;
  if (tenant.device?.kind === 'terminal' && request.principal.sessionId) return tenant;
  throw AppError.forbidden();
};

export const supportRoutes = (root: FastifyInstance, { db, mailer, config }: AppDeps) => {
  const app = typed(root);
  const support = createSupportService({ db, mailer, supportEmail: config.supportEmail });

  app.post(
    '/support/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['support'],
        body: supportTicketInputSchema,
        response: { 201: supportTicketSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await support.submit(requireSupportCaller(request), request.body, request.log)),
  );
};
