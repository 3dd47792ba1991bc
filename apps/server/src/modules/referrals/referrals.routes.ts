import type { FastifyInstance } from 'fastify';
import {
  referralInputSchema,
  referralListSchema,
  referralPatchSchema,
  referralSchema,
} from '@opentill/contract/accounts/referral.schemas';
import { pagingQuerySchema } from '@opentill/contract/http/paging';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import { requireUser } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import {
  createReferral,
  deleteReferral,
  listReferrals,
  readReferral,
  updateReferral,
} from './referrals.service.js';

const tags = ['referrals'];

/**
 * Refer a friend (000 §7, issue 7). Who: every employee of the merchant, since
 * the free month is the business's; a terminal device or a screen gets the
 * permission 403. `accepted` in a body is ignored: the server sets it. A new
 * referral texts the friend through the outbox.
 */
export const referralRoutes = (root: FastifyInstance, { db, sms, config }: AppDeps) => {
  const app = typed(root);
  const texts = { sms, publicUrl: config.publicUrl };

  app.get(
    '/referrals/',
    { schema: { tags, querystring: pagingQuerySchema, response: { 200: referralListSchema } } },
    async (request) =>
      listReferrals(db, requireUser(request).client.id, request.query, request.url),
  );

  app.post(
    '/referrals/',
    {
      config: { access: 'employee' },
      schema: { tags, body: referralInputSchema, response: { 201: referralSchema } },
    },
    async (request, reply) => {
      const { client, user } = requireUser(request);
      const referrer = { client, userId: user.id };
      return reply.code(201).send(await createReferral(db, texts, referrer, request.body));
    },
  );

  app.get(
    '/referrals/:id/',
    { schema: { tags, params: idParamsSchema, response: { 200: referralSchema } } },
    async (request) => readReferral(db, requireUser(request).client.id, request.params.id),
  );

  const updates = [
    ['put', referralInputSchema],
    ['patch', referralPatchSchema],
  ] as const;
  for (const [method, body] of updates) {
    app[method](
      '/referrals/:id/',
      {
        config: { access: 'employee' },
        schema: { tags, params: idParamsSchema, body, response: { 200: referralSchema } },
      },
      async (request) =>
        updateReferral(db, texts, requireUser(request).client, request.params.id, request.body),
    );
  }

  app.delete(
    '/referrals/:id/',
    { config: { access: 'employee' }, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      await deleteReferral(db, requireUser(request).client.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
