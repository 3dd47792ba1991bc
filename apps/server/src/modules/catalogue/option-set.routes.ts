import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createOptionSetInputSchema,
  optionSetSchema,
  updateOptionSetInputSchema,
} from '@opentill/contract/catalogue/option-set.schemas';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireCatalogueEditor } from '@/modules/cashiers/cashier-permission.service.js';
import { createOptionSet, deleteOptionSet, updateOptionSet } from './option-set-write.service.js';
import { listOptionSets } from './option-set.service.js';

const tags = ['catalogue'];

/** Shared option sets ("Milk", "Extras"): defined once, attached to products by id. */
export const optionSetRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/orders/option-sets/',
    { schema: { tags, response: { 200: z.array(optionSetSchema) } } },
    async (request) => listOptionSets(db, requireTenant(request).client.id),
  );

  // Writes need an owner or a signed-in cashier with edit permission, as products do.
  app.post(
    '/orders/option-sets/',
    {
      config: { access: 'editor' },
      schema: { tags, body: createOptionSetInputSchema, response: { 201: optionSetSchema } },
    },
    async (request, reply) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return reply.code(201).send(await createOptionSet(db, client.id, request.body));
    },
  );

  app.patch(
    '/orders/option-sets/:id/',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateOptionSetInputSchema,
        response: { 200: optionSetSchema },
      },
    },
    async (request) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return updateOptionSet(db, client.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/orders/option-sets/:id/',
    { config: { access: 'editor' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      await deleteOptionSet(db, client.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
