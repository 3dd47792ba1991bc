import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { slotDaySchema } from '@opentill/contract/orders/slot-day.schemas';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { listSlotDays } from './slots.service.js';

const tags = ['slots'];
const response = { 200: z.array(slotDaySchema) };

export const slotRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get('/orders/home-delivery-slots/', { schema: { tags, response } }, async (request) =>
    listSlotDays(db, requireTenant(request).client, 'home_delivery'),
  );

  app.get('/orders/click-and-collect-slots/', { schema: { tags, response } }, async (request) =>
    listSlotDays(db, requireTenant(request).client, 'click_and_collect'),
  );
};
