import type { FastifyInstance } from 'fastify';
import {
  menusSettingsResponseSchema,
  menusSettingsSchema,
} from '@opentill/contract/settings/menus-settings.schemas';
import { openingHoursSettingsSchema } from '@opentill/contract/settings/opening-hours-settings.schemas';
import {
  orderingSettingsResponseSchema,
  orderingSettingsSchema,
} from '@opentill/contract/settings/ordering-settings.schemas';
import {
  tablesSettingsResponseSchema,
  tablesSettingsSchema,
} from '@opentill/contract/settings/tables-settings.schemas';
import { typed, type AppDeps } from '@/http/route-context.js';
import { getClient } from '@/modules/clients/client-settings.service.js';
import { getMenusSettings, saveMenusSettings } from './menus-settings.service.js';
import {
  saveOpeningHoursSettings,
  toOpeningHoursSettings,
} from './opening-hours-settings.service.js';
import { getOrderingSettings, saveOrderingSettings } from './ordering-settings.service.js';
import { owner, ownerOf, tags } from './settings.routes.js';
import { getTablesSettings, saveTablesSettings } from './tables-settings.service.js';

/**
 * Settings → Opening hours, Ordering, Tables and Menus (issue 14): each a GET and a PUT of
 * the whole section, owner and superadmin only, as settings.routes.ts.
 */
export const settingsOperationsRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/settings/opening-hours/',
    { config: owner, schema: { tags, response: { 200: openingHoursSettingsSchema } } },
    async (request) => toOpeningHoursSettings(await getClient(db, ownerOf(request).clientId)),
  );
  app.put(
    '/settings/opening-hours/',
    {
      config: owner,
      schema: {
        tags,
        body: openingHoursSettingsSchema,
        response: { 200: openingHoursSettingsSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveOpeningHoursSettings(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/settings/ordering/',
    { config: owner, schema: { tags, response: { 200: orderingSettingsResponseSchema } } },
    async (request) => getOrderingSettings(db, ownerOf(request).clientId),
  );
  app.put(
    '/settings/ordering/',
    {
      config: owner,
      schema: {
        tags,
        body: orderingSettingsSchema,
        response: { 200: orderingSettingsResponseSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveOrderingSettings(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/settings/tables/',
    { config: owner, schema: { tags, response: { 200: tablesSettingsResponseSchema } } },
    async (request) => getTablesSettings(db, ownerOf(request).clientId),
  );
  app.put(
    '/settings/tables/',
    {
      config: owner,
      schema: { tags, body: tablesSettingsSchema, response: { 200: tablesSettingsResponseSchema } },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveTablesSettings(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/settings/menus/',
    { config: owner, schema: { tags, response: { 200: menusSettingsResponseSchema } } },
    async (request) => getMenusSettings(db, ownerOf(request).clientId),
  );
  app.put(
    '/settings/menus/',
    {
      config: owner,
      schema: { tags, body: menusSettingsSchema, response: { 200: menusSettingsResponseSchema } },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveMenusSettings(db, clientId, request.body, actor);
    },
  );
};
