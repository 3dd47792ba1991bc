import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerAfterAnswer } from './http/after-answer.js';
import { registerCompression } from './http/compression.js';
import { registerCsrf } from './http/csrf.js';
import { answerRouterError, MAX_PARAM_LENGTH, registerErrorHandler } from './http/error-handler.js';
import { firstAnswerTo, registerIdempotency } from './http/idempotency.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerPrincipal } from './http/principal.js';
import { registerRouteAccess } from './http/route-access.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { AppDeps } from './http/route-context.js';
import { registerWebApp } from './http/web-app.js';
import { registerWireCase } from './http/wire-case.js';
import { alertRoutes } from './modules/alerts/alerts.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { cashierRoutes } from './modules/cashiers/cashier.routes.js';
import { categoryRoutes } from './modules/catalogue/category.routes.js';
import { optionSetRoutes } from './modules/catalogue/option-set.routes.js';
import { productRoutes } from './modules/catalogue/product.routes.js';
import { catalogueIoRoutes } from './modules/catalogue/catalogue-io.routes.js';
import { clientRoutes } from './modules/clients/client.routes.js';
import { customerRoutes } from './modules/customers/customers.routes.js';
import { deviceRoutes } from './modules/devices/devices.routes.js';
import { screenRoutes } from './modules/devices/screens.routes.js';
import { screenCodeRoutes } from './modules/devices/screen-codes.routes.js';
import { cardTerminalRoutes } from './modules/devices/card-terminals.routes.js';
import { docsRoutes, registerOpenApi } from './modules/docs/openapi.js';
import { drawerRoutes } from './modules/drawer/drawer.routes.js';
import { closeDayRoutes } from './modules/close-day/close-day.routes.js';
import { tipsRoutes } from './modules/tips/tips.routes.js';
import { eventRoutes } from './modules/events/events.routes.js';
import { favouriteRoutes } from './modules/catalogue/favourites.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { inviteRoutes } from './modules/invites/invites.routes.js';
import { menuRoutes } from './modules/menus/menus.routes.js';
import { merchantRoutes } from './modules/merchants/merchants.routes.js';
import { orderActionsRoutes } from './modules/orders/order-actions.routes.js';
import { orderAdminRoutes } from './modules/orders/order-admin.routes.js';
import { orderListRoutes } from './modules/orders/order-list.routes.js';
import { openOrdersRoutes } from './modules/orders/open-orders.routes.js';
import { orderBatchRoutes } from './modules/orders/order-batch.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { receiptRoutes } from './modules/orders/receipt.routes.js';
import { quickTillRoutes } from './modules/quick-till/quick-till.routes.js';
import { referralRoutes } from './modules/referrals/referrals.routes.js';
import { refundRoutes } from './modules/refunds/refunds.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { settingsOperationsRoutes } from './modules/settings/settings-operations.routes.js';
import { setupRoutes } from './modules/setup/setup.routes.js';
import { slotRoutes } from './modules/slots/slots.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { tillConfigRoutes } from './modules/till-config/till-config.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { printingSettingsRoutes } from './modules/printing/printing-settings.routes.js';
import { printJobsRoutes } from './modules/printing/print-jobs.routes.js';

const JSON_BODY_LIMIT = 1024 * 1024;

export type ApiModule = (app: FastifyInstance, deps: AppDeps) => void;

/**
 * Every API module, in one list: a new feature adds its routes here. Exported so
 * a test can walk every route and its declared access (route-access.routes.test.ts).
 */
export const apiModules: readonly ApiModule[] = [
  healthRoutes,
  sessionRoutes,
  authRoutes,
  clientRoutes,
  orderAdminRoutes,
  ordersRoutes,
  orderBatchRoutes,
  orderListRoutes,
  orderActionsRoutes,
  openOrdersRoutes,
  availabilityRoutes,
  cashierRoutes,
  categoryRoutes,
  productRoutes,
  catalogueIoRoutes,
  optionSetRoutes,
  quickTillRoutes,
  favouriteRoutes,
  tillConfigRoutes,
  menuRoutes,
  slotRoutes,
  receiptRoutes,
  customerRoutes,
  deviceRoutes,
  screenRoutes,
  screenCodeRoutes,
  cardTerminalRoutes,
  refundRoutes,
  alertRoutes,
  reportRoutes,
  userRoutes,
  inviteRoutes,
  staffRoutes,
  referralRoutes,
  supportRoutes,
  setupRoutes,
  settingsRoutes,
  settingsOperationsRoutes,
  merchantRoutes,
  eventRoutes,
  drawerRoutes,
  closeDayRoutes,
  tipsRoutes,
  printingSettingsRoutes,
  printJobsRoutes,
];

export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["x-csrftoken"]',
    'res.headers["set-cookie"]',
  ],
  serializers: {
    // Query strings can carry PINs and tokens: log the path only.
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      path: req.url.split('?')[0],
      ip: req.ip,
    }),
  },
});

/** Builds the app without listening, so tests call app.inject() (STYLE.md, fastify/demo). */
export const buildApp = async (
  deps: AppDeps,
  extraModules: ApiModule[] = [],
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; payloads are converted to snake_case before this runs.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(cookie);
  await registerSecurityHeaders(app, { isHttps: deps.config.secureCookies });
  await registerCompression(app);
  registerAfterAnswer(app);
  await registerOpenApi(app);
  // Outside the /api scope: the document is already in wire case and needs no session.
  docsRoutes(app);

  await app.register(
    async (api) => {
      registerErrorHandler(api, (request) => firstAnswerTo(deps.db, request));
      // The caller first: CSRF lets only a resolved screen through without a token.
      registerPrincipal(api, deps.db, deps.principals);
      registerCsrf(api, { secure: deps.config.secureCookies });
      registerRouteAccess(api);
      registerInputGuard(api);
      registerWireCase(api);
      registerIdempotency(api, deps.db);
      for (const register of [...apiModules, ...extraModules]) register(api, deps);
    },
    { prefix: '/api' },
  );

  if (deps.config.webDist) await registerWebApp(app, deps.config.webDist);
  else
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ detail: `Nothing at ${request.url.split('?')[0]}.` }),
    );
  return app;
};
