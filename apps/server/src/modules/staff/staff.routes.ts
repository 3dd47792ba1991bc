import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  staffInviteInputSchema,
  staffInviteSchema,
  staffListSchema,
} from '@opentill/contract/accounts/account.schemas';
import { requireGroups } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { createStaffService } from './staff.service.js';

const STAFF_MANAGERS = ['owner', 'superadmin'] as const;
const idParams = z.object({ id: z.string() });

/** The merchant's people and invitations: owners and superadmins only, everyone else 403. */
export const staffRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const app = typed(root);
  const staff = createStaffService({
    db: deps.db,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
  });
  const tags = ['staff'];

  app.get('/staff/', { schema: { tags, response: { 200: staffListSchema } } }, async (request) =>
    staff.list(requireGroups(request, STAFF_MANAGERS)),
  );

  app.post(
    '/staff/invites/',
    {
      config: { access: 'owner' },
      schema: { tags, body: staffInviteInputSchema, response: { 201: staffInviteSchema } },
    },
    async (request, reply) => {
      const actor = requireGroups(request, STAFF_MANAGERS);
      return reply.code(201).send(await staff.invite(actor, request.body));
    },
  );

  app.post(
    '/staff/invites/:id/resend/',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParams, response: { 200: staffInviteSchema } },
    },
    async (request) => staff.resend(requireGroups(request, STAFF_MANAGERS), request.params.id),
  );

  app.post(
    '/staff/invites/:id/revoke/',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParams, response: { 200: staffInviteSchema } },
    },
    async (request) => staff.revoke(requireGroups(request, STAFF_MANAGERS), request.params.id),
  );

  app.delete(
    '/staff/:id/',
    { config: { access: 'owner' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await staff.remove(requireGroups(request, STAFF_MANAGERS), request.params.id);
      return reply.code(204).send();
    },
  );
};
