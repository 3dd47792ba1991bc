import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '@opentill/contract/http/resource-params';
import {
  deviceJobAckSchema,
  deviceJobListSchema,
  deviceJobsQuerySchema,
  printJobListSchema,
  printJobSchema,
  printJobsQuerySchema,
  printReceiptInputSchema,
  reprintInputSchema,
} from '@opentill/contract/printing/print-jobs.schemas';
import { sealerFor } from '@/http/idempotency.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireTill } from '@/modules/orders/till-principal.js';
import { ackDeviceJob, pullDeviceJobs } from './device-jobs.service.js';
import {
  getPrintJob,
  listPrintJobs,
  printReceipt,
  reprintJob,
  resolveJob,
} from './print-jobs.service.js';

const tags = ['printing'];
const till = { access: 'till' } as const;

/** The till's side of printing (issue 17): what did not print, reprints, receipts, devices. */
export const printJobsRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/printing/jobs/',
    {
      config: till,
      schema: { tags, querystring: printJobsQuerySchema, response: { 200: printJobListSchema } },
    },
    async (request) => ({
      results: await listPrintJobs(
        db,
        requireTill(request).client.id,
        request.query.problems === true,
        new Date(),
      ),
    }),
  );
  app.get(
    '/printing/jobs/:id/',
    { config: till, schema: { tags, params: idParamsSchema, response: { 200: printJobSchema } } },
    async (request) => getPrintJob(db, requireTill(request).client.id, request.params.id),
  );
  app.post(
    '/printing/jobs/:id/reprint/',
    {
      // A reprint tapped twice, or retried after a lost answer, prints once.
      config: { ...till, idempotent: true },
      schema: {
        tags,
        params: idParamsSchema,
        body: reprintInputSchema,
        response: { 201: printJobSchema },
      },
    },
    async (request, reply) => {
      const { client } = requireTill(request);
      const job = await reprintJob(
        db,
        client.id,
        request.params.id,
        request.body.printerId,
        sealerFor(request, 201),
      );
      return reply.code(201).send(job);
    },
  );
  app.post(
    '/printing/jobs/:id/resolve/',
    { config: till, schema: { tags, params: idParamsSchema, response: { 200: printJobSchema } } },
    async (request) => resolveJob(db, requireTill(request).client.id, request.params.id),
  );
  app.post(
    '/printing/receipts/',
    {
      config: { ...till, idempotent: true },
      schema: { tags, body: printReceiptInputSchema, response: { 201: printJobSchema } },
    },
    async (request, reply) => {
      const { client } = requireTill(request);
      const job = await printReceipt(db, client.id, request.body, sealerFor(request, 201));
      return reply.code(201).send(job);
    },
  );

  app.get(
    '/printing/device-jobs/',
    {
      config: till,
      schema: { tags, querystring: deviceJobsQuerySchema, response: { 200: deviceJobListSchema } },
    },
    async (request) => ({
      results: await pullDeviceJobs(db, requireTill(request).client.id, request.query.deviceId),
    }),
  );
  app.post(
    '/printing/device-jobs/:id/ack/',
    {
      config: till,
      schema: {
        tags,
        params: idParamsSchema,
        body: deviceJobAckSchema,
      },
    },
    async (request, reply) => {
      await ackDeviceJob(db, requireTill(request).client.id, request.params.id, request.body);
      return reply.code(204).send();
    },
  );
};
