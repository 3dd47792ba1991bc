import type { FastifyInstance } from 'fastify';
import {
  addTerminalInputSchema,
  cardTerminalListSchema,
  cardTerminalSchema,
  updateTerminalInputSchema,
} from '@opentill/contract/devices/card-terminal-list.schemas';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { requireGroups, requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import {
  addCardTerminal,
  listCardTerminals,
  unpairCardTerminal,
  updateCardTerminal,
} from './card-terminals.service.js';

const tags = ['devices'];
const OWNERS = ['owner', 'superadmin'] as const;

/**
 * The merchant's card terminals (issue 14, Devices): owners list, rename, readdress and
 * unpair them. Every till reads the list, because each one chooses its terminal in its
 * 'Card terminal' dialog; the list holds no secret (the bearer token stays on the till).
 */
export const cardTerminalRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/devices/terminals/',
    { config: { access: 'till' }, schema: { tags, response: { 200: cardTerminalListSchema } } },
    async (request) => listCardTerminals(db, requireTenant(request).client.id),
  );

  app.post(
    '/devices/terminals/',
    {
      config: { access: 'owner' },
      schema: { tags, body: addTerminalInputSchema, response: { 201: cardTerminalSchema } },
    },
    async (request, reply) => {
      const { client, user } = requireGroups(request, OWNERS);
      const added = await addCardTerminal(db, client.id, request.body, { userId: user.id });
      return reply.code(201).send(added);
    },
  );

  app.patch(
    '/devices/terminals/:id/',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateTerminalInputSchema,
        response: { 200: cardTerminalSchema },
      },
    },
    async (request) => {
      const { client, user } = requireGroups(request, OWNERS);
      return updateCardTerminal(db, client.id, request.params.id, request.body, {
        userId: user.id,
      });
    },
  );

  app.post(
    '/devices/terminals/:id/unpair/',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamsSchema, response: { 200: cardTerminalSchema } },
    },
    async (request) => {
      const { client, user } = requireGroups(request, OWNERS);
      return unpairCardTerminal(db, client.id, request.params.id, { userId: user.id });
    },
  );
};
