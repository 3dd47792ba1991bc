import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pagingQuerySchema } from '@opentill/contract/http/paging';
import {
  alertListSchema,
  markAlertsSeenInputSchema,
  unseenCountSchema,
} from '@opentill/contract/reports/report.schemas';
import { requireReportAccess } from '@/http/guards.js';
import { typed, type AppDeps } from '@/http/route-context.js';
import { countUnseenAlerts, listAlerts, markAlertsSeen } from './alerts.service.js';

const tags = ['alerts'];
const ALERTS_PAGE_SIZE = 50;
const alertListQuerySchema = pagingQuerySchema.extend({
  limit: pagingQuerySchema.shape.limit.unwrap().default(ALERTS_PAGE_SIZE),
});

/**
 * Alerts (001 §3, §7). Who: the reporting, owner and superadmin groups, or the
 * merchant's paired terminal (001 §6); anyone else gets the permission 403.
 */
export const alertRoutes = (root: FastifyInstance, { db }: AppDeps) => {
  const app = typed(root);

  app.get(
    '/alerts/',
    { schema: { tags, querystring: alertListQuerySchema, response: { 200: alertListSchema } } },
    async (request) =>
      listAlerts(db, requireReportAccess(request).client.id, request.query, request.url),
  );

  // A bare number (001 §7): the drawer's badge.
  app.get(
    '/alerts/unseen_count/',
    { schema: { tags, response: { 200: z.number().int() } } },
    async (request) => countUnseenAlerts(db, requireReportAccess(request).client.id),
  );

  app.post(
    '/alerts/mark_seen/',
    {
      config: { access: 'reports' },
      schema: { tags, body: markAlertsSeenInputSchema, response: { 200: unseenCountSchema } },
    },
    async (request) => markAlertsSeen(db, requireReportAccess(request).client.id, request.body.ids),
  );
};
