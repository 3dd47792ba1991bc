import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  orderPatchInputSchema,
  orderPutInputSchema,
} from '@opentill/contract/orders/order-edit.schemas';
import {
  orderCreateInputSchema,
  orderSchema,
  payInputSchema,
  startCardPaymentInputSchema,
} from '@opentill/contract/orders/order.schemas';
import {
  cardAttemptOutcomeInputSchema,
  cardAttemptParamsSchema,
} from '@opentill/contract/orders/card-attempts';
import { cancelOrderInputSchema } from '@opentill/contract/orders/void-item.schemas';
import { catalogueVersionSchema } from '@opentill/contract/orders/catalogue-version.schemas';
import { requireTenant } from '@/http/guards.js';
import { getCatalogueVersion } from '@/modules/catalogue/catalogue-version.service.js';
import { sealerFor } from '@/http/idempotency.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { cancelOrder } from './cancel-order.service.js';
import { createOrder } from './create-order.service.js';
import { editOrder } from './edit-order.service.js';
import { getOrder } from './order-read.service.js';
import { reportCardAttempt, startCardPayment } from './card-attempts.service.js';
import { payOrder } from './pay-order.service.js';
import { requireTill } from './till-principal.js';

const tags = ['orders'];

/**
 * The order money path: create, read, correct, pay, start a card payment, report what
 * became of a card attempt, and cancel (DESIGN.md §2, §9; issue 12).
 */
export const ordersRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  // Idempotent: a till that retries after a timeout gets the first order back, not a second one.
  app.post(
    '/orders/orders/',
    {
      // Everything a create does is in its one transaction (create-order.service.ts).
      config: { access: 'till', idempotent: 'in-transaction', keepsPrincipals: true },
      schema: { tags, body: orderCreateInputSchema, response: { 201: orderSchema } },
    },
    async (request, reply) => {
      const { client, actor } = requireTill(request);
      const seal = sealerFor(request, 201);
      const { catalogueVersion } = request.principal;
      const order = await createOrder(
        db,
        client,
        request.body,
        actor,
        seal,
        new Date(),
        catalogueVersion,
      );
      return reply.code(201).send(order);
    },
  );

  // Issue 15: a till compares it with its cached catalogue's, and sends it with each sale.
  app.get(
    '/orders/catalogue-version/',
    { config: { access: 'till' }, schema: { tags, response: { 200: catalogueVersionSchema } } },
    async (request) => ({
      catalogueVersion: await getCatalogueVersion(db, requireTill(request).client.id),
    }),
  );

  app.get(
    '/orders/orders/:id/',
    {
      // A kitchen screen reads its tickets from the kitchen list only (issue 14).
      config: { access: 'till' },
      schema: { tags, params: idParamsSchema, response: { 200: orderSchema } },
    },
    async (request) => getOrder(db, requireTenant(request).client, request.params.id),
  );

  app.post(
    '/orders/orders/:id/pay/',
    {
      // Everything a payment does is in its one transaction (pay-order.service.ts).
      config: { access: 'till', idempotent: 'in-transaction', keepsPrincipals: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: payInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      return payOrder(db, client, request.params.id, request.body, actor, sealerFor(request, 200));
    },
  );

  app.post(
    '/orders/orders/:id/start_card_payment/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        params: idParamsSchema,
        body: startCardPaymentInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client } = requireTill(request);
      return startCardPayment(db, client, request.params.id, request.body);
    },
  );

  // A cancelled wait, a decline, or a (late) approval: the attempt keeps its uti either way.
  app.post(
    '/orders/orders/:id/card_attempts/:uti/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        params: cardAttemptParamsSchema,
        body: cardAttemptOutcomeInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      const { id, uti } = request.params;
      return reportCardAttempt(db, client, id, uti, request.body, actor);
    },
  );

  app.post(
    '/orders/orders/:id/cancel/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        params: idParamsSchema,
        body: cancelOrderInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      return cancelOrder(db, client, request.params.id, actor, request.body);
    },
  );

  // 000 §7 "PUT, PATCH, DELETE by id": PUT sends notes, table and customer all at once,
  // PATCH any of them. Both only correct what was typed; the money never changes here.
  app.put(
    '/orders/orders/:id/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        params: idParamsSchema,
        body: orderPutInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      return editOrder(db, client, request.params.id, request.body, actor);
    },
  );

  app.patch(
    '/orders/orders/:id/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        params: idParamsSchema,
        body: orderPatchInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { client, actor } = requireTill(request);
      return editOrder(db, client, request.params.id, request.body, actor);
    },
  );

  // A sale is never erased (the audit trail and VAT records keep it): DELETE means
  // "this order will not happen", which is a cancel. An unpaid order is cancelled, its
  // stock put back; a paid one is refused with the sentence that says to refund it.
  app.delete(
    '/orders/orders/:id/',
    { config: { access: 'till' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { client, actor } = requireTill(request);
      await cancelOrder(db, client, request.params.id, actor);
      return reply.code(204).send();
    },
  );
};
