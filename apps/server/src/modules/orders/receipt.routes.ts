import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkoutMessages } from '@opentill/contract/orders/checkout-messages';
import { sendReceiptInputSchema } from '@opentill/contract/orders/order.schemas';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { typed, type AppDeps } from '@/http/route-context.js';
import { createReceiptService } from './receipt.service.js';
import { requireTill } from './till-principal.js';

export const receiptRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const app = typed(root);
  const receipts = createReceiptService(deps);

  app.post(
    '/orders/orders/:id/send_receipt/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        body: sendReceiptInputSchema,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      await receipts.send(requireTill(request).client, request.params.id, request.body);
      return { detail: checkoutMessages.receiptSent };
    },
  );
};
