import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  currentDrawerQuerySchema,
  currentDrawerSchema,
  drawerCloseInputSchema,
  drawerCountInputSchema,
  drawerManagersSchema,
  drawerMovementInputSchema,
  drawerSessionSchema,
  openDrawerInputSchema,
} from '@opentill/contract/drawer/drawer.schemas';
import { sealerFor } from '@/http/idempotency.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireTill } from '@/modules/orders/till-principal.js';
import {
  closeDrawer,
  countDrawer,
  currentDrawer,
  moveCash,
  openDrawer,
  type DrawerActor,
} from './drawer.service.js';
import { listManagers } from '@/modules/cashiers/manager-approval.service.js';

// The till's cash drawer (issue 16). Every call is a till's: an employee's session (with
// the cashier signed in on it, if any) or the card terminal's.

const tillActor = (request: FastifyRequest) => {
  const { client, actor } = requireTill(request);
  const who: DrawerActor = { cashierId: actor.cashierId, userId: actor.userId };
  return { client, who };
};

export const drawerRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const app = typed(root);
  const { db } = deps;
  const session = { 200: drawerSessionSchema };

  app.get(
    '/drawer/sessions/current/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['drawer'],
        querystring: currentDrawerQuerySchema,
        response: { 200: currentDrawerSchema },
      },
    },
    async (request) => currentDrawer(db, tillActor(request).client, request.query.deviceId),
  );

  app.post(
    '/drawer/sessions/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['drawer'],
        body: openDrawerInputSchema,
        response: { 201: drawerSessionSchema },
      },
    },
    async (request, reply) => {
      const { client, who } = tillActor(request);
      return reply.code(201).send(await openDrawer(db, client, request.body, who));
    },
  );

  app.post(
    '/drawer/sessions/:id/movements/',
    {
      // A pay-out retried after a lost answer is recorded once.
      config: { access: 'till', idempotent: true },
      schema: {
        tags: ['drawer'],
        params: idParamsSchema,
        body: drawerMovementInputSchema,
        response: session,
      },
    },
    async (request) => {
      const { client, who } = tillActor(request);
      return moveCash(db, client, request.params.id, request.body, who, sealerFor(request, 200));
    },
  );

  app.post(
    '/drawer/sessions/:id/count/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['drawer'],
        params: idParamsSchema,
        body: drawerCountInputSchema,
        response: session,
      },
    },
    async (request) => {
      const { client, who } = tillActor(request);
      return countDrawer(db, client, request.params.id, request.body.counts, who);
    },
  );

  app.post(
    '/drawer/sessions/:id/close/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['drawer'],
        params: idParamsSchema,
        body: drawerCloseInputSchema,
        response: session,
      },
    },
    async (request) => {
      const { client, who } = tillActor(request);
      return closeDrawer(db, client, request.params.id, request.body, who);
    },
  );

  app.get(
    '/drawer/managers/',
    {
      config: { access: 'till' },
      schema: { tags: ['drawer'], response: { 200: drawerManagersSchema } },
    },
    async (request) => listManagers(db, tillActor(request).client.id),
  );
};
