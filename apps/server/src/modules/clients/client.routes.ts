import type { FastifyInstance } from 'fastify';
import { clientSettingsInputSchema } from '@opentill/contract/clients/client-settings.schemas';
import { clientInfoSchema } from '@opentill/contract/home/home.schemas';
import { requireGroups, requireTenant } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { toClient } from '@/modules/session/session-view.js';
import { readLogo } from './client-logo.service.js';
import { changeClientSettings, getClient } from './client-settings.service.js';

const tags = ['client'];

export const clientRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  app.get(
    '/client/',
    { schema: { tags, response: { 200: clientInfoSchema } } },
    async (request) => ({
      client: toClient(await getClient(db, requireTenant(request).client.id)),
    }),
  );

  // The logo is served to the merchant's own screens only; its URL carries its version.
  app.get('/client/logo/', { schema: { tags } }, async (request, reply) => {
    const logo = await readLogo(db, requireTenant(request).client.id);
    const etag = `"${logo.version}"`;
    void reply.headers({
      'cache-control': 'private, max-age=31536000, immutable',
      etag,
      'x-content-type-options': 'nosniff',
    });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/jpeg').send(logo.jpeg);
  });

  // The merchant's settings are the owner's (DESIGN.md §12): owner or superadmin only.
  app.patch(
    '/client/settings/',
    {
      config: { access: 'owner' },
      schema: { tags, body: clientSettingsInputSchema, response: { 200: clientInfoSchema } },
    },
    async (request) => {
      const { client, user } = requireGroups(request, ['owner', 'superadmin']);
      const actor = { userId: user.id, cashierId: request.principal.cashierId };
      return { client: toClient(await changeClientSettings(db, client.id, request.body, actor)) };
    },
  );
};
