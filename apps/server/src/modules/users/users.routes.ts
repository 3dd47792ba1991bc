import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  profilePatchSchema,
  userListSchema,
  userSchema,
} from '@opentill/contract/accounts/account.schemas';
import { PHOTO_MAX_BYTES } from '@opentill/contract/accounts/account-constants';
import { pagingQuerySchema } from '@opentill/contract/http/paging';
import { requireUser } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { readUploadForm, registerUploadForms } from '@/infra/files/upload-form.js';
import { parseProfileForm, withoutEmptyFields } from './profile-form.service.js';
import { photoStoreFor } from './profile-photo.service.js';
import { requireUserReader } from './users-access.js';
import { getUserOfClient, listUsers, readUserPhoto, updateMyProfile } from './users.service.js';
import { toUser } from './user-view.js';

const idParams = z.object({ id: z.string() });

export const userRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const store = photoStoreFor(deps.db);
  // Multipart is parsed only in this scope (and the invites module's own).
  void root.register(async (scope) => {
    await registerUploadForms(scope, PHOTO_MAX_BYTES);
    const app = typed(scope);
    const tags = ['users'];

    app.get(
      '/users/',
      { schema: { tags, querystring: pagingQuerySchema, response: { 200: userListSchema } } },
      async (request) =>
        listUsers(deps.db, requireUserReader(request).client.id, request.query, request.url),
    );

    app.get('/users/me/', { schema: { tags, response: { 200: userSchema } } }, async (request) =>
      toUser(requireUser(request).user),
    );

    app.patch(
      '/users/me/',
      {
        config: { access: 'employee' },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: userSchema } },
      },
      async (request) => {
        const { user } = requireUser(request);
        const form = await readUploadForm(request, 'photo');
        const { data, photo } = await parseProfileForm(profilePatchSchema, {
          ...form,
          fields: withoutEmptyFields(form.fields),
        });
        return updateMyProfile(deps.db, store, user, { changes: data, photo });
      },
    );

    app.get(
      '/users/:id/',
      { schema: { tags, params: idParams, response: { 200: userSchema } } },
      async (request) =>
        toUser(
          await getUserOfClient(deps.db, requireUserReader(request).client.id, request.params.id),
        ),
    );

    // Served only to the merchant's own signed-in people: an <img> on our
    // origin sends the session cookie, so the photo needs no public URL.
    app.get('/users/:id/photo/', { schema: { tags, params: idParams } }, async (request, reply) => {
      const tenant = requireUserReader(request);
      const photo = await readUserPhoto(deps.db, store, tenant.client.id, request.params.id);
      const etag = `"${photo.version}"`;
      void reply.headers({
        'cache-control': 'private, max-age=31536000, immutable',
        etag,
        'x-content-type-options': 'nosniff',
      });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/jpeg').send(photo.jpeg);
    });
  });
};
