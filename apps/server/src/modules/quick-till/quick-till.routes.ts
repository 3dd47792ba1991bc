import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productSchema } from '@opentill/contract/catalogue/product.schemas';
import {
  quickTillPositionParamsSchema,
  quickTillPositionSchema,
  setQuickTillPositionInputSchema,
} from '@opentill/contract/till/till.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireCatalogueEditor } from '@/modules/cashiers/cashier-permission.service.js';
import { listQuickTillProducts } from '@/modules/catalogue/product.service.js';
import { listQuickTillPositions, setQuickTillPosition } from './quick-till.service.js';

const tags = ['quick-till'];

export const quickTillRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/orders/quick-till-products/',
    { schema: { tags, response: { 200: z.array(productSchema) } } },
    async (request) => listQuickTillProducts(db, requireTenant(request).client.id),
  );

  app.get(
    '/orders/quick-till-positions/',
    { schema: { tags, response: { 200: z.array(quickTillPositionSchema) } } },
    async (request) => listQuickTillPositions(db, requireTenant(request).client.id),
  );

  // Changing a position is an edit: owner, or a cashier with edit permission (spec 001 §2.8).
  app.put(
    '/orders/quick-till-positions/:positionId/',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: quickTillPositionParamsSchema,
        body: setQuickTillPositionInputSchema,
        response: { 200: quickTillPositionSchema },
      },
    },
    async (request) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return setQuickTillPosition(db, client.id, request.params.positionId, request.body.productId);
    },
  );
};
