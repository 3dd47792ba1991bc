import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setFavouriteInputSchema } from '@opentill/contract/catalogue/favourite.schemas';
import { productSchema } from '@opentill/contract/catalogue/product.schemas';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireCatalogueEditor } from '@/modules/cashiers/cashier-permission.service.js';
import { listFavourites, removeFavourite, setFavourite } from './favourites.service.js';

const tags = ['catalogue'];

/** The till's Favourites page: read by any till, changed in edit mode (like a product edit). */
export const favouriteRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/orders/favourites/',
    { schema: { tags, response: { 200: z.array(productSchema) } } },
    async (request) => listFavourites(db, requireTenant(request).client.id),
  );

  app.put(
    '/orders/favourites/:id/',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: idParamsSchema,
        body: setFavouriteInputSchema,
        response: { 200: z.array(productSchema) },
      },
    },
    async (request) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      return setFavourite(db, client.id, request.params.id, request.body.position);
    },
  );

  app.delete(
    '/orders/favourites/:id/',
    { config: { access: 'editor' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { client } = await requireCatalogueEditor(db, request.principal);
      await removeFavourite(db, client.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
