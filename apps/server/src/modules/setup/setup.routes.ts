import type { FastifyInstance } from 'fastify';
import { sessionSchema } from '@opentill/contract/auth/auth.schemas';
import { setupInputSchema, setupStatusSchema } from '@opentill/contract/setup/setup.schemas';
import { setSessionCookie } from '@/http/principal.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { findActiveUserById } from '@/modules/auth/find-user.js';
import { toSession } from '@/modules/session/session-view.js';
import { isSetupNeeded, setUpFirstMerchant } from './setup.service.js';

const tags = ['setup'];

export const setupRoutes = (root: FastifyInstance, { db, config }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/setup/',
    {
      config: { access: 'public', ignoresMerchantHeader: true },
      schema: { tags, response: { 200: setupStatusSchema } },
    },
    async () => ({ isNeeded: await isSetupNeeded(db) }),
  );

  // Public only while no merchant exists; the service refuses it after that.
  app.post(
    '/setup/',
    {
      config: { access: 'public', ignoresMerchantHeader: true },
      schema: { tags, body: setupInputSchema, response: { 201: sessionSchema } },
    },
    async (request, reply) => {
      const made = await setUpFirstMerchant(db, request.body);
      const found = await findActiveUserById(db, made.userId);
      if (!found) throw new Error('the new owner vanished');
      setSessionCookie(reply, made.token, made.expiresAt, config.secureCookies);
      return reply
        .code(201)
        .send(toSession({ user: found.user, client: found.client, device: null }));
    },
  );
};
