import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  kitchenQuerySchema,
  orderItemStatusInputSchema,
  orderPageSchema,
} from '@opentill/contract/orders/order-operations.schemas';
import { orderSchema } from '@opentill/contract/orders/order.schemas';
import { requireTenant } from '@/http/guards.js';
import { toPage } from '@/http/paging.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireKitchenHand } from './kitchen-principal.js';
import { listKitchenOrders } from './kitchen-orders.service.js';
import { changeOrderStatus } from './order-actions.service.js';
import { setOrderItemStatus } from './order-item-status.service.js';
import { requireTill } from './till-principal.js';

const tags = ['orders'];
const orderAction = { tags, params: idParamsSchema, response: { 200: orderSchema } };

/**
 * An order's way through the kitchen and out of the door (001 §4), and the
 * kitchen's list. Employees and terminals do everything here; a kitchen screen
 * marks items and orders ready (and undoes that), but fulfilling is the counter's.
 */
export const orderActionsRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.post(
    '/orders/orders/:id/ready/',
    { config: { access: 'kitchen' }, schema: orderAction },
    async (request) => {
      const { client, actor, isScreen } = requireKitchenHand(request);
      return changeOrderStatus(db, client, request.params.id, 'ready', actor, { isScreen });
    },
  );

  app.post(
    '/orders/orders/:id/unready/',
    { config: { access: 'kitchen' }, schema: orderAction },
    async (request) => {
      const { client, actor, isScreen } = requireKitchenHand(request);
      return changeOrderStatus(db, client, request.params.id, 'unready', actor, { isScreen });
    },
  );

  app.post(
    '/orders/orders/:id/fulfill/',
    { config: { access: 'till' }, schema: orderAction },
    async (request) => {
      const { client, actor } = requireTill(request);
      return changeOrderStatus(db, client, request.params.id, 'fulfill', actor);
    },
  );

  app.patch(
    '/orders/order-items/:id/',
    { config: { access: 'kitchen' }, schema: { ...orderAction, body: orderItemStatusInputSchema } },
    async (request) => {
      const { client, actor } = requireKitchenHand(request);
      return setOrderItemStatus(db, client, request.params.id, request.body.status, actor);
    },
  );

  // Any principal of the merchant reads it: the kitchen screen, a till, a terminal.
  app.get(
    '/orders/orders/kitchen/',
    { schema: { tags, querystring: kitchenQuerySchema, response: { 200: orderPageSchema } } },
    async (request) => {
      const { client } = requireTenant(request);
      const { count, results } = await listKitchenOrders(db, client, request.query);
      // The kitchen counts only open orders, always exactly.
      return { ...toPage(results, count, request.query, request.url), countExact: true };
    },
  );
};
