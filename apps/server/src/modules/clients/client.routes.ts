import type { FastifyInstance } from 'fastify';
import { clientInfoSchema } from '@opentill/contract/home/home.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { toClient } from '@/modules/session/session-view.js';
import { getClient } from './client-settings.service.js';

export const clientRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  app.get(
    '/client/',
    { schema: { tags: ['client'], response: { 200: clientInfoSchema } } },
    async (request) => ({
      client: toClient(await getClient(db, requireTenant(request).client.id)),
    }),
  );
};
