import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pagingQuerySchema } from '@opentill/contract/http/paging';
import {
  TRANSACTIONS_CSV_FILENAME,
  TRANSACTIONS_PAGE_SIZE,
} from '@opentill/contract/reports/report-constants';
import {
  emailReportResponseSchema,
  reportRangeInputSchema,
  revenueReportSchema,
  todayReportSchema,
  topProductsReportSchema,
  transactionPageSchema,
} from '@opentill/contract/reports/report.schemas';
import { requireReportAccess } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { createEmailReportService } from './email-report.service.js';
import { periodOfRange } from './report-clock.js';
import { checkRange } from './report-range.js';
import {
  getTopProducts,
  getTransactionPage,
  merchantToday,
  streamTransactionCsv,
} from './reports.service.js';
import { getRevenueReport } from './revenue-report.js';
import { getTodayReport } from './today-report.js';

// The body's shape for the document and the first check; the §5 rules that need
// the merchant's today run again in the handler (checkRange).
const rangeBody = reportRangeInputSchema('9999-12-31');
const transactionQuery = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.unwrap().default(TRANSACTIONS_PAGE_SIZE),
});
const csvHeaders = {
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${TRANSACTIONS_CSV_FILENAME}"`,
  'cache-control': 'no-store',
};

/** The reports of spec 001 §2.13 and §7, for report readers (001 §6). */
export const reportRoutes = (root: FastifyInstance, deps: AppDeps) => {
  const app = typed(root);
  const { db } = deps;
  const emailReports = createEmailReportService(deps);
  const tags = ['reports'];

  app.get(
    '/report/',
    { schema: { tags, response: { 200: revenueReportSchema } } },
    async (request) => getRevenueReport(db, requireReportAccess(request).client, new Date()),
  );

  app.get(
    '/report/today/',
    { schema: { tags, response: { 200: todayReportSchema } } },
    async (request) => getTodayReport(db, requireReportAccess(request).client, new Date()),
  );

  app.post(
    '/report/top_products/',
    {
      config: { access: 'reports' },
      schema: { tags, body: rangeBody, response: { 200: topProductsReportSchema } },
    },
    async (request) => {
      const { client } = requireReportAccess(request);
      const now = new Date();
      return getTopProducts(db, client, checkRange(request.body, merchantToday(client, now)), now);
    },
  );

  app.get(
    '/report/transactionReport/',
    { schema: { tags, querystring: transactionQuery, response: { 200: transactionPageSchema } } },
    async (request) =>
      getTransactionPage(db, requireReportAccess(request).client, request.query, request.url),
  );

  // The spec's "csv data" (POST on the list) and as_csv/ answer the same streamed file.
  for (const path of ['/report/transactionReport/', '/report/transactionReport/as_csv/'])
    app.post(
      path,
      { config: { access: 'reports' }, schema: { tags, body: rangeBody } },
      async (request, reply) => {
        const { client } = requireReportAccess(request);
        const range = checkRange(request.body, merchantToday(client, new Date()));
        return reply
          .headers(csvHeaders)
          .send(Readable.from(streamTransactionCsv(db, client, range)));
      },
    );

  app.post(
    '/report/transactionReport/email_report/',
    {
      config: { access: 'reports' },
      schema: {
        tags,
        body: rangeBody,
        response: { 200: emailReportResponseSchema, 202: emailReportResponseSchema },
      },
    },
    async (request, reply) => {
      const tenant = requireReportAccess(request);
      const range = checkRange(request.body, merchantToday(tenant.client, new Date()));
      const period = periodOfRange(range, tenant.client.timeZone);
      // 202: the mail server has not answered yet; the outbox retries it.
      const { reportRecipient, isQueued } = await emailReports.send(tenant, period, request.log);
      return reply.code(isQueued ? 202 : 200).send({ reportRecipient });
    },
  );
};
