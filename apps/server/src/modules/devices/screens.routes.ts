import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  pairedScreenListSchema,
  screenPairInputSchema,
  screenPairResponseSchema,
} from '@opentill/contract/devices/screen.schemas';
import { AppError } from '@/http/app-error.js';
import { requireGroups, requireTenant } from '@/http/guards.js';
import { clearSessionCookie } from '@/http/principal.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { listPairedScreens, pairScreen, unpairScreen } from './screen-pairing.service.js';

const tags = ['devices'];
const OWNERS = ['owner', 'superadmin'] as const;

/**
 * Kitchen displays (row 001-19): an owner pairs the browser in front of them, and
 * unpairs any screen; a paired screen may unpair itself, the one change it makes to
 * anything but orders, since it only gives up its own access.
 */
export const screenRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.post(
    '/screens/',
    {
      config: { access: 'owner' },
      schema: { tags, body: screenPairInputSchema, response: { 201: screenPairResponseSchema } },
    },
    async (request, reply) => {
      const { client, user } = requireGroups(request, OWNERS);
      const sessionId = request.principal.sessionId;
      if (sessionId === null) throw AppError.forbidden();
      const actor = { userId: user.id, cashierId: request.principal.cashierId };
      const paired = await pairScreen(db, client.id, request.body.name, actor, sessionId);
      clearSessionCookie(reply);
      return reply.code(201).send(paired);
    },
  );

  app.get(
    '/screens/',
    { schema: { tags, response: { 200: pairedScreenListSchema } } },
    async (request) => listPairedScreens(db, requireGroups(request, OWNERS).client.id),
  );

  // A screen may give up its own pairing (the allow-list in route-access.routes.test.ts).
  app.delete(
    '/screens/current/',
    { config: { access: 'kitchen' }, schema: { tags } },
    async (request, reply) => {
      const { client, device } = requireTenant(request);
      if (device?.kind !== 'screen') throw AppError.forbidden();
      await unpairScreen(db, client.id, device.id, { deviceId: device.id });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/screens/:id/',
    { config: { access: 'owner' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { client, user } = requireGroups(request, OWNERS);
      await unpairScreen(db, client.id, request.params.id, { userId: user.id });
      return reply.code(204).send();
    },
  );
};
