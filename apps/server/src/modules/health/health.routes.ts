import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '@/http/route-context.js';

/** Readiness: the process is up and its database answers. */
export const healthRoutes = (app: FastifyInstance, { db }: AppDeps) => {
  app.get('/health/', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
};
