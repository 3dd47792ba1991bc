import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  printerInputSchema,
  printerListSchema,
  printerSchema,
} from '@opentill/contract/printing/printers.schemas';
import {
  printingSettingsSchema,
  printRoutesSchema,
  stationInputSchema,
  stationSchema,
  tillPrintingInputSchema,
  tillPrintingSchema,
} from '@opentill/contract/printing/stations.schemas';
import { printJobSchema } from '@opentill/contract/printing/print-jobs.schemas';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireTill } from '@/modules/orders/till-principal.js';
import { requireGroups } from '@/http/guards.js';
import { getPrintRoutes, savePrintRoutes } from './print-routes.service.js';
import { printTestPage } from './print-jobs.service.js';
import { createPrinter, deletePrinter, listPrinters, updatePrinter } from './printers.service.js';
import { createStation, deleteStation, listStations, updateStation } from './stations.service.js';
import { getTillPrinting, listTillPrinting, saveTillPrinting } from './till-printing.service.js';

const tags = ['printing'];
const till = { access: 'till' } as const;
/** Printers are settings: owners and superadmins set them up (DESIGN.md §12). */
const owner = { access: 'owner' } as const;

const ownerOf = (request: FastifyRequest) => {
  const { client, user } = requireGroups(request, ['owner', 'superadmin']);
  return {
    client,
    clientId: client.id,
    actor: { userId: user.id, cashierId: request.principal.cashierId },
  };
};

/** Settings → Printers (issue 17): owners set printers, stations, routes and tills up. */
export const printingSettingsRoutes = (root: FastifyInstance, { db, config }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/printing/',
    { config: owner, schema: { tags, response: { 200: printingSettingsSchema } } },
    async (request) => {
      const { clientId } = ownerOf(request);
      const [printers, stations, routes, tills] = await Promise.all([
        listPrinters(db, clientId),
        listStations(db, clientId),
        getPrintRoutes(db, clientId),
        listTillPrinting(db, clientId),
      ]);
      return { printers, stations, routes, tills };
    },
  );

  app.get(
    '/printing/printers/',
    { config: till, schema: { tags, response: { 200: printerListSchema } } },
    async (request) => ({ results: await listPrinters(db, requireTill(request).client.id) }),
  );
  app.post(
    '/printing/printers/',
    { config: owner, schema: { tags, body: printerInputSchema, response: { 201: printerSchema } } },
    async (request, reply) => {
      const { clientId, actor } = ownerOf(request);
      return reply
        .code(201)
        .send(await createPrinter(db, clientId, request.body, actor, config.printersOnLoopback));
    },
  );
  app.put(
    '/printing/printers/:id/',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        body: printerInputSchema,
        response: { 200: printerSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return updatePrinter(
        db,
        clientId,
        request.params.id,
        request.body,
        actor,
        config.printersOnLoopback,
      );
    },
  );
  app.delete(
    '/printing/printers/:id/',
    { config: owner, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { clientId, actor } = ownerOf(request);
      await deletePrinter(db, clientId, request.params.id, actor);
      return reply.code(204).send();
    },
  );
  app.post(
    '/printing/printers/:id/test/',
    { config: owner, schema: { tags, params: idParamsSchema, response: { 201: printJobSchema } } },
    async (request, reply) => {
      const { client } = ownerOf(request);
      return reply.code(201).send(await printTestPage(db, client, request.params.id));
    },
  );

  app.post(
    '/printing/stations/',
    { config: owner, schema: { tags, body: stationInputSchema, response: { 201: stationSchema } } },
    async (request, reply) => {
      const { clientId, actor } = ownerOf(request);
      return reply.code(201).send(await createStation(db, clientId, request.body, actor));
    },
  );
  app.put(
    '/printing/stations/:id/',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        body: stationInputSchema,
        response: { 200: stationSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return updateStation(db, clientId, request.params.id, request.body, actor);
    },
  );
  app.delete(
    '/printing/stations/:id/',
    { config: owner, schema: { tags, params: idParamsSchema } },
    async (request, reply) => {
      const { clientId, actor } = ownerOf(request);
      await deleteStation(db, clientId, request.params.id, actor);
      return reply.code(204).send();
    },
  );

  app.put(
    '/printing/routes/',
    {
      config: owner,
      schema: { tags, body: printRoutesSchema, response: { 200: printRoutesSchema } },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return savePrintRoutes(db, clientId, request.body, actor);
    },
  );

  app.get(
    '/printing/tills/:id/',
    {
      config: till,
      schema: { tags, params: idParamsSchema, response: { 200: tillPrintingSchema } },
    },
    async (request) => getTillPrinting(db, requireTill(request).client.id, request.params.id),
  );
  app.put(
    '/printing/tills/:id/',
    {
      config: owner,
      schema: {
        tags,
        params: idParamsSchema,
        body: tillPrintingInputSchema,
        response: { 200: tillPrintingSchema },
      },
    },
    async (request) => {
      const { clientId, actor } = ownerOf(request);
      return saveTillPrinting(db, clientId, request.params.id, request.body, actor);
    },
  );
};
