import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  categoryDetailSchema,
  categorySchema,
  createCategoryInputSchema,
  tillRootSchema,
  updateCategoryInputSchema,
} from '@opentill/contract/catalogue/category.schemas';
import { idParamsSchema, slugParamsSchema } from '@opentill/contract/http/resource-params';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireCatalogueEditor } from '@/modules/cashiers/cashier-permission.service.js';
import {
  getCategoryDetail,
  getTillRoot,
  listAllCategories,
  listRootCategories,
} from './category.service.js';
import { createCategory, deleteCategory, updateCategory } from './category-write.service.js';

const tags = ['catalogue'];
const categoryList = { 200: z.array(categorySchema) };

export const categoryRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get('/orders/categories/', { schema: { tags, response: categoryList } }, async (request) =>
    listRootCategories(db, requireTenant(request).client.id),
  );

  app.get(
    '/orders/categories/list/',
    { schema: { tags, response: { 200: tillRootSchema } } },
    async (request) => getTillRoot(db, requireTenant(request).client.id),
  );

  app.get(
    '/orders/categories/list_all/',
    { schema: { tags, response: categoryList } },
    async (request) => listAllCategories(db, requireTenant(request).client.id),
  );

  app.get(
    '/orders/categories/retrieve/:slug/',
    { schema: { tags, params: slugParamsSchema, response: { 200: categoryDetailSchema } } },
    async (request) => getCategoryDetail(db, requireTenant(request).client.id, request.params.slug),
  );

  // Writes need an owner or a signed-in cashier with edit permission.
  app.post(
    '/orders/categories/',
    {
      config: { access: 'editor' },
      schema: { tags, body: createCategoryInputSchema, response: { 201: categorySchema } },
    },
    async (request, reply) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return reply.code(201).send(await createCategory(db, client.id, request.body));
    },
  );

  app.patch(
    '/orders/categories/:slug/',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: slugParamsSchema,
        body: updateCategoryInputSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return updateCategory(db, client.id, { slug: request.params.slug }, request.body);
    },
  );

  app.post(
    '/orders/categories/:id/edit/',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCategoryInputSchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return updateCategory(db, client.id, { id: request.params.id }, request.body);
    },
  );

  app.delete(
    '/orders/categories/:slug/',
    { config: { access: 'editor' }, schema: { tags, params: slugParamsSchema } },
    async (request, reply) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      await deleteCategory(db, client.id, request.params.slug);
      return reply.code(204).send();
    },
  );
};
