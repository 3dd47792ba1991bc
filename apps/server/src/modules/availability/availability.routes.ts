import type { FastifyInstance } from 'fastify';
import { pauseInputSchema, pausedStatusSchema } from '@opentill/contract/home/home.schemas';
import { requireGroups, requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { getPausedStatus, pauseOrdering, unpauseOrdering } from './availability.service.js';

// Pause and Unpause belong to owners and superadmins (spec 001 §6); the server refuses the rest.
const PAUSERS = ['owner', 'superadmin'] as const;

export const availabilityRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  const response = { 200: pausedStatusSchema };

  app.get(
    '/orders/availability/paused_status/',
    { schema: { tags: ['availability'], response } },
    async (request) => getPausedStatus(db, requireTenant(request).client.id),
  );

  app.post(
    '/orders/availability/pause/',
    {
      config: { access: 'owner' },
      schema: { tags: ['availability'], body: pauseInputSchema.optional(), response },
    },
    async (request) => {
      const { client, user } = requireGroups(request, PAUSERS);
      return pauseOrdering(db, client.id, request.body?.duration ?? null, { userId: user.id });
    },
  );

  app.post(
    '/orders/availability/unpause/',
    { config: { access: 'owner' }, schema: { tags: ['availability'], response } },
    async (request) => {
      const { client, user } = requireGroups(request, PAUSERS);
      return unpauseOrdering(db, client.id, { userId: user.id });
    },
  );
};
