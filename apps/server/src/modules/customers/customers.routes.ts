import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  customerListQuerySchema,
  customerPageSchema,
} from '@opentill/contract/orders/customer.schemas';
import {
  customerInputSchema,
  customerSchema,
  customerUpdateInputSchema,
} from '@opentill/contract/orders/order.schemas';
import { AppError } from '@/http/app-error.js';
import { requireGroups, requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { addCustomer } from './customer-create.service.js';
import { deleteCustomer } from './customer-delete.service.js';
import { listCustomers } from './customer-list.service.js';
import { readCustomer, updateCustomer } from './customer-update.service.js';

const tags = ['customers'];

/** An employee or a card terminal: a kitchen screen has no business with contact details. */
const requireTillClient = (request: FastifyRequest) => {
  const { client, user, device } = requireTenant(request);
  if (!user && device?.kind !== 'terminal') throw AppError.forbidden();
  return client;
};

/**
 * Customers, full create, read, update and delete (000 §7). Deleting removes
 * personal data for good, so it is the business's decision: owner or superadmin
 * only, as for pairing and pausing; everyone at the till may list, add and correct.
 */
export const customerRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/orders/customers/',
    {
      schema: { tags, querystring: customerListQuerySchema, response: { 200: customerPageSchema } },
    },
    async (request) => listCustomers(db, requireTillClient(request).id, request.query, request.url),
  );

  app.post(
    '/orders/customers/',
    {
      config: { access: 'till' },
      schema: { tags, body: customerInputSchema, response: { 201: customerSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await addCustomer(db, requireTillClient(request).id, request.body)),
  );

  app.get(
    '/orders/customers/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: customerSchema } } },
    async (request) => readCustomer(db, requireTillClient(request).id, request.params.id),
  );

  // PUT and PATCH both change only the fields sent (see customer-update.service.ts).
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/orders/customers/:id/',
      {
        config: { access: 'till' },
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
  }

  app.delete(
    '/orders/customers/:id/',
    { config: { access: 'owner' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { client, user } = requireGroups(request, ['owner', 'superadmin']);
      await deleteCustomer(db, client.id, request.params.id, {
        userId: user.id,
        cashierId: request.principal.cashierId,
      });
      return reply.code(204).send();
    },
  );
};
