import type { FastifyInstance } from 'fastify';
import {
  orderAdminCountsSchema,
  waitTimeInputSchema,
  waitTimeResponseSchema,
} from '@opentill/contract/home/home.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { setWaitTime } from '@/modules/clients/client-settings.service.js';
import { countOpenOrders } from './order-admin.service.js';

export const orderAdminRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  app.get(
    '/orders/orderadmin/',
    { schema: { tags: ['home'], response: { 200: orderAdminCountsSchema } } },
    async (request) => countOpenOrders(db, requireTenant(request).client.id),
  );
  app.post(
    '/orders/orderadmin/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['home'],
        body: waitTimeInputSchema,
        response: { 200: waitTimeResponseSchema },
      },
    },
    async (request) => {
      const { client, user, device } = requireTenant(request);
      const actor = {
        userId: user?.id,
        deviceId: device?.id,
        cashierId: request.principal.cashierId,
      };
      return { waitTime: await setWaitTime(db, client.id, request.body.waitTime, actor) };
    },
  );
};
