import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '@opentill/contract/accounts/account-constants';
import {
  allergensSettingsResponseSchema,
  allergensSettingsSchema,
} from '@opentill/contract/settings/allergens-settings.schemas';
import {
  businessSettingsResponseSchema,
  businessSettingsSchema,
} from '@opentill/contract/settings/business-settings.schemas';
import {
  featuresSettingsResponseSchema,
  featuresSettingsSchema,
} from '@opentill/contract/settings/features-settings.schemas';
import { tillSettingsSchema } from '@opentill/contract/settings/till-settings.schemas';
import { discountSettingsSchema } from '@opentill/contract/settings/discount-settings.schemas';
import { requireGroups } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { readUploadForm, registerUploadForms } from '@/infra/files/upload-form.js';
import { removeLogo, saveLogo } from '@/modules/clients/client-logo.service.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { getAllergensSettings, saveAllergensSettings } from './allergens-settings.service.js';
import { saveBusinessSettings, toBusinessSettings } from './business-settings.service.js';
import { saveFeaturesSettings, toFeaturesSettings } from './features-settings.service.js';
import { getTillSettings, saveTillSettings } from './till-settings.service.js';
import { getDiscountSettings, saveDiscountSettings } from './discount-settings.service.js';

export const tags = ['settings'];
/** Settings are the owner's (DESIGN.md §12): owner or superadmin, reading and writing. */
export const owner = { access: 'owner' } as const;

export const ownerOf = (request: FastifyRequest) => {
  const { client, user } = requireGroups(request, ['owner', 'superadmin']);
  return {
    clientId: client.id,
    actor: { userId: user.id, cashierId: request.principal.cashierId },
  };
};

export const settingsRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  // Multipart is parsed only in this scope, as for profile photos.
  void root.register(async (scope) => {
    await registerUploadForms(scope, PHOTO_MAX_BYTES);
    const scoped = typed(scope);
    scoped.put(
      '/settings/business/logo/',
      {
        config: owner,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: businessSettingsResponseSchema },
        },
      },
      async (request) => {
        const { clientId, actor } = ownerOf(request);
        const form = await readUploadForm(request, 'logo');
        await saveLogo(db, clientId, form, actor);
        return toBusinessSettings(await getClient(db, clientId));
      },
    );
    scoped.delete(
      '/settings/business/logo/',
      { config: owner, schema: { tags, response: { 200: businessSettingsResponseSchema } } },
      async (request) => {
        const { clientId, actor } = ownerOf(request);
        await removeLogo(db, clientId, actor);
        return toBusinessSettings(await getClient(db, clientId));
      },
    );
  });

  app.get(
    '/settings/business/',
    { config: owner, schema: { tags, response: { 200: businessSettingsResponseSchema } } },
    async (request) => toBusinessSettings(await getClient(db, ownerOf(request).clientId)),
  );
  app.put(
    '/settings/business/',
    {
      config: owner,
      schema: {
        tags,
        body: businessSettingsSchema,
        response: { 200: businessSettingsResponseSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveBusinessSettings(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/settings/features/',
    { config: owner, schema: { tags, response: { 200: featuresSettingsResponseSchema } } },
    async (request) => toFeaturesSettings(await getClient(db, ownerOf(request).clientId)),
  );
  app.put(
    '/settings/features/',
    {
      config: owner,
      schema: {
        tags,
        body: featuresSettingsSchema,
        response: { 200: featuresSettingsResponseSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveFeaturesSettings(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/settings/till/',
    { config: owner, schema: { tags, response: { 200: tillSettingsSchema } } },
    async (request) => getTillSettings(db, ownerOf(request).clientId),
  );
  app.put(
    '/settings/till/',
    {
      config: owner,
      schema: { tags, body: tillSettingsSchema, response: { 200: tillSettingsSchema } },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveTillSettings(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/settings/discounts/',
    { config: owner, schema: { tags, response: { 200: discountSettingsSchema } } },
    async (request) => getDiscountSettings(db, ownerOf(request).clientId),
  );
  app.put(
    '/settings/discounts/',
    {
      config: owner,
      schema: { tags, body: discountSettingsSchema, response: { 200: discountSettingsSchema } },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveDiscountSettings(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/settings/allergens/',
    { config: owner, schema: { tags, response: { 200: allergensSettingsResponseSchema } } },
    async (request) => getAllergensSettings(db, ownerOf(request).clientId),
  );
  app.put(
    '/settings/allergens/',
    {
      config: owner,
      schema: {
        tags,
        body: allergensSettingsSchema,
        response: { 200: allergensSettingsResponseSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveAllergensSettings(db, clientId, request.body, actor);
    },
  );
};
