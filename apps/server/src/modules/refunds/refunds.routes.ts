import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  completedRefundInputSchema,
  prepareRefundApprovalHeadersSchema,
  prepareRefundQuerySchema,
  prepareRefundResponseSchema,
} from '@opentill/contract/orders/order-operations.schemas';
import { startCardRefundInputSchema } from '@opentill/contract/orders/card-attempts';
import { orderSchema } from '@opentill/contract/orders/order.schemas';
import { sealerFor } from '@/http/idempotency.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { prepareRefund } from './prepare-refund.service.js';
import { recordCompletedRefund } from './record-refund.service.js';
import { createRefundPinService } from './refund-pin.service.js';
import { requireRefunder } from './refund-principal.js';
import { startCardRefund } from './start-card-refund.service.js';

const tags = ['refunds'];

/** Refunds (000 §2, §7; DESIGN.md §9): the PIN check, then the record under a row lock. */
export const refundRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  const pins = createRefundPinService(db);

  // Who: an employee or the merchant's terminal (refund-principal.ts); the PIN is the permission.
  app.get(
    '/orders/orders/:id/prepare_refund/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: prepareRefundQuerySchema,
        headers: prepareRefundApprovalHeadersSchema,
        response: { 200: prepareRefundResponseSchema },
      },
    },
    async (request) =>
      prepareRefund(db, pins, requireRefunder(request), request.params.id, {
        pin: request.query.pin,
        paymentId: request.query.payment_id,
        managerId: request.headers['x-manager-id'],
        managerPin: request.headers['x-manager-pin'],
      }),
  );

  // The REFUND's uti is kept before it is sent, so a cancelled wait can still be recorded.
  app.post(
    '/orders/orders/:id/start_card_refund/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        params: idParamsSchema,
        body: startCardRefundInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      startCardRefund(db, requireRefunder(request), request.params.id, request.body),
  );

  // Idempotent: 'Refund completed but failed to update, please retry' must never refund twice.
  app.post(
    '/orders/orders/:id/handle_completed_partial_refund/',
    {
      config: { access: 'till', idempotent: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: completedRefundInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      recordCompletedRefund(
        db,
        requireRefunder(request),
        request.params.id,
        request.body,
        sealerFor(request, 200),
      ),
  );
};
