import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { customerSchema, customerUpdateInputSchema } from '@opentill/contract/orders/order.schemas';
import { AppError } from '@/http/app-error.js';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { readCustomer, updateCustomer } from './customer-update.service.js';

const tags = ['customers'];

/** An employee or a card terminal: a kitchen screen has no business with contact details. */
const requireTillClient = (request: FastifyRequest) => {
  const { client, user, device } = requireTenant(request);
  if (!user && device?.kind !== 'terminal') throw AppError.forbidden();
  return client;
};

export const customerRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/orders/customers/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: customerSchema } } },
    async (request) => readCustomer(db, requireTillClient(request).id, request.params.id),
  );

  app.put(
    '/orders/customers/:id/',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: customerUpdateInputSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) =>
      updateCustomer(db, requireTillClient(request).id, request.params.id, request.body),
  );
};
