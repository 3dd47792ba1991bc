import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  cashierLoginInputSchema,
  cashierSchema,
  createCashierInputSchema,
  currentCashierSchema,
  updateCashierInputSchema,
} from '@opentill/contract/cashiers/cashier.schemas';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { createCashierLoginService } from './cashier-login.service.js';
import {
  isManagerCashier,
  requireCatalogueEditor,
  requireManagerGrant,
} from './cashier-permission.service.js';
import { createCashier, deleteCashier, listCashiers, updateCashier } from './cashier.service.js';

const tags = ['cashiers'];

export const cashierRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  const cashierLogin = createCashierLoginService(db);

  app.get(
    '/accounts/cashier/',
    { schema: { tags, response: { 200: z.array(cashierSchema) } } },
    async (request) => listCashiers(db, requireTenant(request).client.id),
  );

  // Editing cashiers needs the same edit permission as the catalogue (spec 001 §6).
  app.post(
    '/accounts/cashier/',
    {
      config: { access: 'editor' },
      schema: { tags, body: createCashierInputSchema, response: { 201: cashierSchema } },
    },
    async (request, reply) => {
      const { client, actor } = await requireCatalogueEditor(db, request.principal);
      if (request.body.isManager === true)
        await requireManagerGrant(db, request.principal, 'is_manager');
      return reply.code(201).send(await createCashier(db, client.id, request.body, actor));
    },
  );

  app.patch(
    '/accounts/cashier/:id/',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateCashierInputSchema,
        response: { 200: cashierSchema },
      },
    },
    async (request) => {
      const { client, actor } = await requireCatalogueEditor(db, request.principal);
      const { isManager, pin } = request.body;
      const isTargetManager = await isManagerCashier(db, client.id, request.params.id);
      if (isManager !== undefined && isManager !== isTargetManager)
        await requireManagerGrant(db, request.principal, 'is_manager');
      if (pin !== undefined && isTargetManager)
        await requireManagerGrant(db, request.principal, 'pin');
      return updateCashier(db, client.id, request.params.id, request.body, actor);
    },
  );

  app.delete(
    '/accounts/cashier/:id/',
    { config: { access: 'editor' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { client, actor } = await requireCatalogueEditor(db, request.principal);
      await deleteCashier(db, client.id, request.params.id, actor);
      return reply.code(204).send();
    },
  );

  app.post(
    '/accounts/cashier/:id/login/',
    {
      config: { access: 'till' },
      schema: {
        tags,
        params: idParamsSchema,
        body: cashierLoginInputSchema.optional(),
        response: { 200: currentCashierSchema },
      },
    },
    async (request) => {
      const { client } = requireTenant(request);
      const { sessionId } = request.principal;
      const pin = request.body?.pin;
      return { cashier: await cashierLogin.login(client.id, sessionId, request.params.id, pin) };
    },
  );

  app.post(
    '/accounts/cashier/logout/',
    { config: { access: 'till' }, schema: { tags, response: { 200: currentCashierSchema } } },
    async (request) => {
      requireTenant(request);
      await cashierLogin.logout(request.principal.sessionId);
      return { cashier: null };
    },
  );

  app.get(
    '/accounts/cashier/current/',
    { schema: { tags, response: { 200: currentCashierSchema } } },
    async (request) => {
      const { client } = requireTenant(request);
      return { cashier: await cashierLogin.current(client.id, request.principal.cashierId) };
    },
  );
};
