import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  acceptInviteSchema,
  invitePreviewSchema,
} from '@opentill/contract/accounts/account.schemas';
import { PHOTO_MAX_BYTES } from '@opentill/contract/accounts/account-constants';
import { sessionSchema } from '@opentill/contract/auth/auth.schemas';
import { setSessionCookie } from '@/http/principal.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { readUploadForm, registerUploadForms } from '@/infra/files/upload-form.js';
import { toSession } from '@/modules/session/session-view.js';
import { parseProfileForm } from '@/modules/users/profile-form.service.js';
import { photoStoreFor } from '@/modules/users/profile-photo.service.js';
import { acceptInvite, checkInviteToken, previewInvite } from './invites.service.js';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The accept-invite page's calls; no log-in needed, the token is the credential. */
export const inviteRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const store = photoStoreFor(deps.db);
  void root.register(async (scope) => {
    await registerUploadForms(scope, PHOTO_MAX_BYTES);
    const app = typed(scope);
    const tags = ['invites'];

    app.get(
      '/invite/:token/',
      { schema: { tags, params: tokenParams, response: { 200: invitePreviewSchema } } },
      async (request) => previewInvite(deps.db, request.params.token),
    );

    // Answers and sets the cookie exactly as POST login/ does.
    app.post(
      '/invite/:token/',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: tokenParams,
          consumes: ['multipart/form-data'],
          response: { 200: sessionSchema },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const upload = await readUploadForm(request, 'photo');
        await checkInviteToken(deps.db, token);
        const { data, photo } = await parseProfileForm(acceptInviteSchema, upload);
        const accepted = await acceptInvite(deps.db, store, token, data, photo);
        setSessionCookie(reply, accepted.token, accepted.expiresAt, deps.config.secureCookies);
        return toSession({ user: accepted.user, client: accepted.client, device: null });
      },
    );
  });
};
