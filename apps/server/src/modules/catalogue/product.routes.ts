import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createProductInputSchema,
  productListQuerySchema,
  productSchema,
  updateProductInputSchema,
} from '@opentill/contract/catalogue/product.schemas';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { attributeSchema } from '@opentill/contract/till/till.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireCatalogueEditor } from '@/modules/cashiers/cashier-permission.service.js';
import { createProduct, deleteProduct, updateProduct } from './product-write.service.js';
import { listAttributes, listProducts } from './product.service.js';

const tags = ['catalogue'];

export const productRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  // ?version=1 is the only version; the till loads every product once and filters in memory.
  app.get(
    '/orders/products/',
    {
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => listProducts(db, requireTenant(request).client.id, request.query.categoryId),
  );

  // Writes need an owner or a signed-in cashier with edit permission.
  app.post(
    '/orders/products/',
    {
      config: { access: 'editor' },
      schema: { tags, body: createProductInputSchema, response: { 201: productSchema } },
    },
    async (request, reply) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return reply.code(201).send(await createProduct(db, client.id, request.body));
    },
  );

  app.patch(
    '/orders/products/:id/',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateProductInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return updateProduct(db, client.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/orders/products/:id/',
    { config: { access: 'editor' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      await deleteProduct(db, client.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/orders/attributes/',
    { schema: { tags, response: { 200: z.array(attributeSchema) } } },
    async (request) => listAttributes(db, requireTenant(request).client.id),
  );
};
