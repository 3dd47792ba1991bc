import type { FastifyInstance } from 'fastify';
import { sessionSchema, whoamiSchema } from '@opentill/contract/auth/auth.schemas';
import { typed } from '@/http/route-context.js';
import { toSession, toWhoami } from './session-view.js';

export const sessionRoutes = (root: FastifyInstance) => {
  const app = typed(root);
  // Always 200: a logged-out caller gets nulls, and the csrftoken cookie on the way.
  app.get(
    '/session/',
    { schema: { tags: ['session'], response: { 200: sessionSchema } } },
    async (request) => toSession(request.principal),
  );
  app.get(
    '/whoami/',
    { schema: { tags: ['session'], response: { 200: whoamiSchema } } },
    async (request) => toWhoami(request.principal),
  );
};
