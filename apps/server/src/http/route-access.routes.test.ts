import Fastify, { type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModules } from '@/app.js';
import { loadConfig } from '@/config.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { buildDeps } from '@/infra/build-deps.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { ROUTE_ACCESS } from './route-access.js';

type Route = { method: string; url: string; access: string | undefined };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The only changes a paired kitchen screen may make (server README: a screen "may
 * only read", apart from marking orders and items ready). Adding a route here is
 * a decision about what a screen on a wall may do: say why in the route's guard.
 */
const SCREEN_MAY_CHANGE = new Set([
  'POST /api/orders/orders/:id/ready/',
  'POST /api/orders/orders/:id/unready/',
  'PATCH /api/orders/order-items/:id/',
  // A screen on the wall may unpair itself: it only gives up its own access.
  'DELETE /api/screens/current/',
]);

/** Unsafe routes anyone may call, signed in or not: each one checks its own secret. */
const PUBLIC_CHANGES = new Set([
  'POST /api/login/',
  'POST /api/logout/',
  'POST /api/request-login-link/',
  'POST /api/token-login/',
  'POST /api/password/reset/',
  'POST /api/password/reset/complete/',
  'POST /api/login-terminal-device/',
  'POST /api/invite/:token/',
  // First run: answers 403 once any merchant exists (setup.routes.test.ts).
  'POST /api/setup/',
  // A screen asks for a pairing code before it belongs to anyone (screen-codes.routes.test.ts).
  'POST /api/screens/pairing-codes/',
]);

let t: TestApp;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  // Every module registered on a bare app, as buildApp does, seen through onRoute.
  const walker = Fastify();
  walker.setValidatorCompiler(validatorCompiler);
  walker.setSerializerCompiler(() => (data) => JSON.stringify(data));
  routes = [];
  walker.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access: route.config?.access });
  });
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://opentill.test' });
  const deps = buildDeps(t.db, config, { info: () => {}, warn: () => {}, error: () => {} });
  await walker.register(
    async (api) => {
      for (const register of apiModules) register(api, deps);
    },
    { prefix: '/api' },
  );
  await walker.close();
});
afterAll(() => t.close());

const unsafeRoutes = () => routes.filter((route) => UNSAFE.has(route.method));
const key = (route: Route) => `${route.method} ${route.url}`;
const screen = { authorization: `Screen ${CORNER_CAFE.kitchenScreenUuid}` };

/** A concrete URL for a route pattern: any id will do, the guard answers first. */
const concrete = (url: string) =>
  url
    .replace(/:id|:positionId/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:slug|:token/g, 'no-such-thing');

describe('declared route access', () => {
  it('walks the real route table (more than fifty unsafe routes)', () => {
    expect(unsafeRoutes().length).toBeGreaterThan(50);
    expect(routes.map(key)).toContain('POST /api/orders/orderadmin/');
  });

  it('has every unsafe route declare who may call it', () => {
    const undeclared = unsafeRoutes()
      .filter((route) => route.access === undefined)
      .map(key);
    expect(undeclared).toEqual([]);
    for (const route of unsafeRoutes()) expect(Object.keys(ROUTE_ACCESS)).toContain(route.access);
  });

  it('lets a screen change only what the kitchen allow-list names', () => {
    const screenWrites = unsafeRoutes()
      .filter((route) => route.access === 'kitchen')
      .map(key);
    expect(screenWrites.sort()).toEqual([...SCREEN_MAY_CHANGE].sort());
  });

  it('opens only the log-in, reset, invite and first-run routes to callers who are not signed in', () => {
    const open = unsafeRoutes()
      .filter((route) => route.access === 'public')
      .map(key);
    expect(open.sort()).toEqual([...PUBLIC_CHANGES].sort());
  });

  it('refuses a paired screen on every other unsafe route with the permission 403', async () => {
    const letIn: string[] = [];
    for (const route of unsafeRoutes()) {
      if (SCREEN_MAY_CHANGE.has(key(route)) || PUBLIC_CHANGES.has(key(route))) continue;
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: screen,
        payload: {},
      });
      if (res.statusCode !== 403) letIn.push(`${key(route)} → ${res.statusCode}`);
    }
    expect(letIn).toEqual([]);
  });

  it('lets a paired screen reach the kitchen steps without a CSRF token', async () => {
    // Self-unpairing has no made-up id to miss: screens.routes.test.ts covers it.
    const kitchenSteps = [...SCREEN_MAY_CHANGE].filter((url) => !url.includes('/screens/'));
    expect(kitchenSteps).toHaveLength(3);
    for (const url of kitchenSteps) {
      const [method, pattern] = url.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(pattern),
        headers: screen,
        payload: { status: 'ready' },
      });
      // Past the guard and CSRF: the made-up order or item is simply not there.
      expect(`${url} → ${res.statusCode}`).toBe(`${url} → 404`);
    }
  });
});
