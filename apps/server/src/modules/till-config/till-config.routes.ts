import type { FastifyInstance } from 'fastify';
import {
  tillConfigSchema,
  updateTillConfigInputSchema,
} from '@opentill/contract/till/till.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireCatalogueEditor } from '@/modules/cashiers/cashier-permission.service.js';
import { getTillConfig, updateTillConfig } from './till-config.service.js';

const tags = ['till-config'];

export const tillConfigRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/till-config/',
    { schema: { tags, response: { 200: tillConfigSchema } } },
    async (request) => getTillConfig(db, requireTenant(request).client.id),
  );

  app.patch(
    '/till-config/update/',
    {
      config: { access: 'editor' },
      schema: { tags, body: updateTillConfigInputSchema, response: { 200: tillConfigSchema } },
    },
    async (request) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return updateTillConfig(db, client.id, request.body);
    },
  );
};
