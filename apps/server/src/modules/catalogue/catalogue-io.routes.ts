import type { FastifyInstance } from 'fastify';
import {
  CATALOGUE_CSV_FILENAME,
  catalogueImportInputSchema,
  importPreviewSchema,
  importResultSchema,
  MAX_IMPORT_CSV_CHARS,
} from '@opentill/contract/catalogue/catalogue-import.schemas';
import { typed, type AppDeps } from '@/http/route-context.js';
import { applyCatalogueImport, previewCatalogueImport } from './catalogue-import.service.js';
import { exportCatalogueCsv } from './catalogue-export.service.js';
import { requireCatalogueImporter } from './catalogue-io-access.js';

const tags = ['catalogue'];
// Room for the largest file the import reads, written as JSON (quotes and line breaks
// escaped): past it Fastify answers 413 before reading; below it readCsv's own 413 says why.
const IMPORT_BODY_LIMIT = MAX_IMPORT_CSV_CHARS * 2 + 1024;

/** Catalogue in and out (issue 14): a CSV previewed, then imported in one go; and the export. */
export const catalogueIoRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  const importRoute = { access: 'editor' } as const;

  app.post(
    '/orders/products/import/preview/',
    {
      config: importRoute,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: catalogueImportInputSchema, response: { 200: importPreviewSchema } },
    },
    async (request) => {
      const { client } = await requireCatalogueImporter(db, request.principal);
      return previewCatalogueImport(db, client.id, request.body.csv);
    },
  );

  app.post(
    '/orders/products/import/',
    {
      config: importRoute,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: catalogueImportInputSchema, response: { 200: importResultSchema } },
    },
    async (request) => {
      const { client, actor } = await requireCatalogueImporter(db, request.principal);
      return applyCatalogueImport(db, client.id, request.body.csv, actor);
    },
  );

  app.get(
    '/orders/products/export/',
    { config: importRoute, schema: { tags } },
    async (request, reply) => {
      const { client } = await requireCatalogueImporter(db, request.principal);
      const csv = await exportCatalogueCsv(db, client.id);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${CATALOGUE_CSV_FILENAME}"`,
          'cache-control': 'no-store',
        })
        .send(csv);
    },
  );
};
