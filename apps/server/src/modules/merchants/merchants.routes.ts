import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionSchema } from '@opentill/contract/auth/auth.schemas';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  createMerchantInputSchema,
  merchantListQuerySchema,
  merchantListSchema,
  merchantSchema,
} from '@opentill/contract/merchants/merchant.schemas';
import { requireGroups } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { toSession } from '@/modules/session/session-view.js';
import {
  leaveMerchant,
  switchIntoMerchant,
  type SupportCaller,
} from './merchant-support.service.js';
import { createMerchant, listMerchants } from './merchants.service.js';

const tags = ['merchants'];

/** The superadmin, checked again beside the declared access, with their session. */
const superadmin = (request: FastifyRequest): SupportCaller => {
  const { client, user } = requireGroups(request, ['superadmin']);
  const { sessionId, homeClientId } = request.principal;
  return { user, client, sessionId, homeClientId };
};

/**
 * Merchants (issue 14): the platform's superadmins list and create merchants and
 * switch into one to support it. Everyone else gets the permission 403.
 */
export const merchantRoutes = (root: FastifyInstance, { db, mailer, config }: AppDeps) => {
  const app = typed(root);
  const deps = { db, mailer, publicUrl: config.publicUrl };

  app.get(
    '/merchants/',
    {
      config: { access: 'superadmin' },
      schema: { tags, querystring: merchantListQuerySchema, response: { 200: merchantListSchema } },
    },
    async (request) => {
      superadmin(request);
      return listMerchants(db, request.query, request.url);
    },
  );

  app.post(
    '/merchants/',
    {
      config: { access: 'superadmin' },
      schema: { tags, body: createMerchantInputSchema, response: { 201: merchantSchema } },
    },
    async (request, reply) => {
      const { user } = superadmin(request);
      return reply.code(201).send(await createMerchant(deps, user, request.body));
    },
  );

  // Leave first: "leave" is no merchant id.
  app.post(
    '/merchants/leave/',
    { config: { access: 'superadmin' }, schema: { tags, response: { 200: sessionSchema } } },
    async (request) => toSession(await leaveMerchant(db, superadmin(request))),
  );

  app.post(
    '/merchants/:id/switch/',
    {
      config: { access: 'superadmin' },
      schema: { tags, params: idParamsSchema, response: { 200: sessionSchema } },
    },
    async (request) =>
      toSession(await switchIntoMerchant(db, superadmin(request), request.params.id)),
  );
};
