import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  addOrderItemsInputSchema,
  openOrderListSchema,
} from '@opentill/contract/orders/open-orders.schemas';
import { orderSchema } from '@opentill/contract/orders/order.schemas';
import { voidItemInputSchema } from '@opentill/contract/orders/void-item.schemas';
import { z } from 'zod';
import { requireTenant } from '@/http/guards.js';
import { sealerFor } from '@/http/idempotency.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { addOrderItems } from './add-order-items.service.js';
import { listOpenOrders } from './open-orders.service.js';
import { voidOrderItem } from './void-order-item.service.js';
import { setServiceCharge } from './set-service-charge.service.js';
import { setServiceChargeInputSchema } from '@opentill/contract/orders/service-charge.schemas';
import { requireTill } from './till-principal.js';

const tags = ['orders'];
const itemParams = z.object({
  id: z.uuid({ error: 'Order not found.' }),
  itemId: z.uuid({ error: 'That line is not on this order.' }),
});

/**
 * Open tabs (issue 13): the bills left open (on a table, or a takeaway to pay later)
 * and the rounds added to them.
 */
export const openOrdersRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  // Read as the order list is: by a till, never a kitchen screen.
  app.get(
    '/orders/orders/open/',
    { config: { access: 'till' }, schema: { tags, response: { 200: openOrderListSchema } } },
    async (request) => listOpenOrders(db, requireTenant(request).client),
  );

  // Idempotent: a till that retries after a timeout adds the round once.
  app.post(
    '/orders/orders/:id/add_items/',
    {
      config: { access: 'till', idempotent: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: addOrderItemsInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      const seal = sealerFor(request, 200);
      return addOrderItems(db, client, request.params.id, request.body, actor, seal);
    },
  );

  app.post(
    '/orders/orders/:id/service_charge/',
    {
      // A retry after a lost answer finds the bill as it was asked to be.
      config: { access: 'till', idempotent: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: setServiceChargeInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      const seal = sealerFor(request, 200);
      return setServiceCharge(db, client, request.params.id, request.body.on, actor, seal);
    },
  );

  app.post(
    '/orders/orders/:id/items/:itemId/void/',
    {
      // A till that retries after a timeout voids the line once.
      config: { access: 'till', idempotent: true },
      schema: {
        tags,
        params: itemParams,
        body: voidItemInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      const { id, itemId } = request.params;
      const seal = sealerFor(request, 200);
      return voidOrderItem(db, client, { orderId: id, itemId }, request.body, actor, seal);
    },
  );
};
