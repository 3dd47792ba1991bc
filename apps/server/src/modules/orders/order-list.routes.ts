import type { FastifyInstance } from 'fastify';
import {
  orderListQuerySchema,
  orderPageSchema,
} from '@opentill/contract/orders/order-operations.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { listOrders } from './order-list.service.js';

/**
 * GET orders/orders/ (000 §2, §7): the order list. Any principal of the merchant may
 * read it: an employee, a terminal device, or a kitchen screen (reading changes nothing).
 */
export const orderListRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  app.get(
    '/orders/orders/',
    {
      // Customers' names and phones: a till's, never a kitchen screen's (issue 14).
      config: { access: 'till' },
      schema: {
        tags: ['orders'],
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request, reply) => {
      const { client } = requireTenant(request);
      // The LIVE list polls every 5 s: no cache between it and the database may answer.
      if (request.query.live) void reply.header('cache-control', 'no-store');
      return listOrders(db, client, request.query, request.url);
    },
  );
};
