import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pagingQuerySchema } from '@opentill/contract/http/paging';
import { closeDayMessages as m } from '@opentill/contract/reports/close-day-messages';
import {
  closeDayInputSchema,
  emailDayReportResponseSchema,
  xReportQuerySchema,
  xReportSchema,
  zReportListSchema,
  zReportSchema,
  type DayFigures,
} from '@opentill/contract/reports/day-figures.schemas';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { requireReportAccess } from '@/http/guards.js';
import { AppError } from '@/http/app-error.js';
import { sealerFor } from '@/http/idempotency.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { printReport } from '@/modules/printing/print-jobs.service.js';
import { printJobSchema } from '@opentill/contract/printing/print-jobs.schemas';
import { closeDay, xReport, type DayActor } from './close-day.service.js';
import { tillOf } from './day-device.service.js';
import { dayReportCsv } from './day-report-csv.js';
import { createDayReportMailer } from './day-report-email.service.js';
import { listZ, viewZ } from './z-view.js';

// X and Z reports (issue 16) for the report readers of 001 §6 and the till's terminal.

const zParams = z.object({ id: z.uuid({ error: m.notFound }) });

const caller = (request: FastifyRequest) => {
  const { client, user } = requireReportAccess(request);
  const actor: DayActor = { cashierId: request.principal.cashierId, userId: user?.id ?? null };
  return { client, actor };
};

const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    })
    .send(csv);

const xHeading = { title: 'X report', businessDate: null, grandTotal: null };

export const closeDayRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const app = typed(root);
  const { db } = deps;
  const mailReport = createDayReportMailer(deps);
  const tags = ['reports'];

  const x = async (request: FastifyRequest, deviceId: string | undefined) => {
    const { client, actor } = caller(request);
    return xReport(db, client, await tillOf(db, client.id, deviceId), actor, new Date());
  };
  const z = async (request: FastifyRequest, id: string) => {
    const report = await viewZ(db, caller(request).client, id);
    if (!report) throw AppError.notFound(m.notFound);
    return report;
  };
  const zHeading = (report: { zNumber: number; businessDate: string; grandTotal: number }) => ({
    title: `Z report ${report.zNumber}`,
    businessDate: report.businessDate,
    grandTotal: report.grandTotal,
  });
  const xFilename = (figures: DayFigures) => `x-report-${figures.to.slice(0, 10)}.csv`;

  app.get(
    '/report/x/',
    { schema: { tags, querystring: xReportQuerySchema, response: { 200: xReportSchema } } },
    async (request) => x(request, request.query.deviceId),
  );

  app.get(
    '/report/x/csv/',
    { schema: { tags, querystring: xReportQuerySchema } },
    async (request, reply) => {
      const { figures } = await x(request, request.query.deviceId);
      return sendCsv(reply, 'x-report.csv', dayReportCsv(figures, xHeading));
    },
  );

  app.post(
    '/report/x/email/',
    {
      config: { access: 'reports' },
      schema: {
        tags,
        querystring: xReportQuerySchema,
        response: { 200: emailDayReportResponseSchema },
      },
    },
    async (request) => {
      const { figures, text } = await x(request, request.query.deviceId);
      const { client } = caller(request);
      return mailReport(client.id, {
        subject: `X report for ${client.name}, ${merchantDateKey(new Date(), client.timeZone)}`,
        text,
        filename: xFilename(figures),
        csv: dayReportCsv(figures, xHeading),
      });
    },
  );

  app.post(
    '/report/z/',
    {
      // A retry after a lost answer gets the same Z, never a second one.
      config: { access: 'reports', idempotent: true },
      schema: { tags, body: closeDayInputSchema, response: { 201: zReportSchema } },
    },
    async (request, reply) => {
      const { client, actor } = caller(request);
      const seal = sealerFor(request, 201);
      return reply
        .code(201)
        .send(await closeDay(db, client, actor, request.body, new Date(), seal));
    },
  );

  app.get(
    '/report/z/',
    { schema: { tags, querystring: pagingQuerySchema, response: { 200: zReportListSchema } } },
    async (request) => listZ(db, caller(request).client, request.query),
  );

  // Issue 17: the report on the till's receipt printer, as the receipt is.
  app.post(
    '/report/x/print/',
    {
      // A Print retried after a lost answer prints once.
      config: { access: 'reports', idempotent: true },
      schema: { tags, querystring: xReportQuerySchema, response: { 201: printJobSchema } },
    },
    async (request, reply) => {
      const { client } = caller(request);
      const report = await x(request, request.query.deviceId);
      const job = await printReport(
        db,
        client.id,
        {
          title: xHeading.title,
          text: report.text,
          deviceId: request.query.deviceId ?? null,
        },
        sealerFor(request, 201),
      );
      return reply.code(201).send(job);
    },
  );
  app.post(
    '/report/z/:id/print/',
    {
      config: { access: 'reports', idempotent: true },
      schema: {
        tags,
        params: zParams,
        querystring: xReportQuerySchema,
        response: { 201: printJobSchema },
      },
    },
    async (request, reply) => {
      const { client } = caller(request);
      const report = await z(request, request.params.id);
      const job = await printReport(
        db,
        client.id,
        {
          title: zHeading(report).title,
          text: report.text,
          deviceId: request.query.deviceId ?? null,
        },
        sealerFor(request, 201),
      );
      return reply.code(201).send(job);
    },
  );

  app.get(
    '/report/z/:id/',
    { schema: { tags, params: zParams, response: { 200: zReportSchema } } },
    async (request) => z(request, request.params.id),
  );

  app.get('/report/z/:id/csv/', { schema: { tags, params: zParams } }, async (request, reply) => {
    const report = await z(request, request.params.id);
    return sendCsv(
      reply,
      `z-report-${report.zNumber}.csv`,
      dayReportCsv(report.figures, zHeading(report)),
    );
  });

  app.post(
    '/report/z/:id/email/',
    {
      config: { access: 'reports' },
      schema: { tags, params: zParams, response: { 200: emailDayReportResponseSchema } },
    },
    async (request) => {
      const report = await z(request, request.params.id);
      const { client } = caller(request);
      return mailReport(client.id, {
        subject: `Z report ${report.zNumber} for ${client.name}, ${report.businessDate}`,
        text: report.text,
        filename: `z-report-${report.zNumber}.csv`,
        csv: dayReportCsv(report.figures, zHeading(report)),
      });
    },
  );
};
