import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  diningTableSchema,
  menuSchema,
  nextActiveMenuSchema,
} from '@opentill/contract/till/till.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { getNextActiveMenuStart, listMenus, listTables } from './menus.service.js';

const tags = ['menus'];

export const menuRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/orders/menus/',
    { schema: { tags, response: { 200: z.array(menuSchema) } } },
    async (request) => listMenus(db, requireTenant(request).client.id),
  );

  app.get(
    '/orders/menus/next-active/',
    { schema: { tags, response: { 200: nextActiveMenuSchema } } },
    async (request) => getNextActiveMenuStart(db, requireTenant(request).client),
  );

  app.get(
    '/orders/tables/',
    { schema: { tags, response: { 200: z.array(diningTableSchema) } } },
    async (request) => listTables(db, requireTenant(request).client.id),
  );
};
