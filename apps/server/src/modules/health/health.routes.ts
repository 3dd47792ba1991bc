import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/http/route-context.js';
import { isDatabaseReachable } from './health.service.js';

/** Readiness: the process is up and its database answers. */
export const healthRoutes = (app: FastifyInstance, { db }: AppDeps) => {
  app.get('/health/', { schema: { tags: ['health'] } }, async (request, reply) =>
    (await isDatabaseReachable(db, request.log))
      ? { status: 'ok', database: 'ok' }
      : reply.code(503).send({ status: 'unavailable', database: 'unreachable' }),
  );
};
