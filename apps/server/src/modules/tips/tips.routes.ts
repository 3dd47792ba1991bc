import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  tipAllocationInputSchema,
  tipAllocationSchema,
  tipStatementSchema,
  tipsMessages as m,
  tipsQuerySchema,
  tipsReportSchema,
} from '@opentill/contract/reports/tips.schemas';
import { requireReportAccess } from '@/http/guards.js';
import { sealerFor } from '@/http/idempotency.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { allocateTips } from './tip-allocate.service.js';
import { getAllocation, tipsReport, tipStatement } from './tips.service.js';

// The tips ledger (issue 16), for the report readers of 001 §6.

const idParams = z.object({ id: z.uuid({ error: m.notFound }) });
const cashierParams = z.object({ cashierId: z.uuid({ error: m.unknownWorker }) });

export const tipsRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);
  const tags = ['reports'];

  app.get(
    '/reports/tips/',
    { schema: { tags, querystring: tipsQuerySchema, response: { 200: tipsReportSchema } } },
    async (request) => {
      const { client } = requireReportAccess(request);
      return tipsReport(db, client, request.query.from, request.query.to, new Date());
    },
  );

  app.post(
    '/reports/tips/allocations/',
    {
      // A retry after a lost answer gets the same allocation, never a second.
      config: { access: 'reports', idempotent: true },
      schema: { tags, body: tipAllocationInputSchema, response: { 201: tipAllocationSchema } },
    },
    async (request, reply) => {
      const { client, user } = requireReportAccess(request);
      const view = await allocateTips(
        db,
        client,
        request.body,
        user?.id ?? null,
        new Date(),
        sealerFor(request, 201),
      );
      return reply.code(201).send(view);
    },
  );

  app.get(
    '/reports/tips/allocations/:id/',
    { schema: { tags, params: idParams, response: { 200: tipAllocationSchema } } },
    async (request) => getAllocation(db, requireReportAccess(request).client, request.params.id),
  );

  app.get(
    '/reports/tips/statements/:cashierId/',
    { schema: { tags, params: cashierParams, response: { 200: tipStatementSchema } } },
    async (request) =>
      tipStatement(db, requireReportAccess(request).client, request.params.cashierId),
  );
};
