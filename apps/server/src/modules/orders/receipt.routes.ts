import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendReceiptInputSchema } from '@opentill/contract/orders/order.schemas';
import { receiptDeliverySchema } from '@opentill/contract/orders/receipt-delivery';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  vatInvoiceInputSchema,
  vatInvoiceSchema,
} from '@opentill/contract/orders/vat-invoice.schemas';
import { typed, type AppDeps } from '@/http/route-context.js';
import { createReceiptService } from './receipt.service.js';
import { requireTill } from './till-principal.js';
import { makeVatInvoice } from './vat-invoice.service.js';

const deliveryParamsSchema = idParamsSchema.extend({
  deliveryId: z.uuid('The receipt send id must be a uuid.'),
});

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
        response: { 200: receiptDeliverySchema, 202: receiptDeliverySchema },
      },
    },
    async (request, reply) => {
      const { client } = requireTill(request);
      const sent = await receipts.send(client, request.params.id, request.body, request.log);
      return reply.code(sent.status === 'sent' ? 200 : 202).send(sent);
    },
  );

  app.get(
    '/orders/orders/:id/send_receipt/:deliveryId/',
    {
      schema: {
        tags: ['orders'],
        params: deliveryParamsSchema,
        response: { 200: receiptDeliverySchema },
      },
    },
    async (request) =>
      receipts.status(requireTill(request).client, request.params.id, request.params.deliveryId),
  );

  app.post(
    '/orders/orders/:id/vat_invoice/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['orders'],
        params: idParamsSchema,
        body: vatInvoiceInputSchema,
        response: { 200: vatInvoiceSchema },
      },
    },
    async (request) =>
      makeVatInvoice(deps.db, requireTill(request).client, request.params.id, request.body),
  );
};
