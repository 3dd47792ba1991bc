import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { desc } from 'drizzle-orm';
import { buildApp, type ApiModule } from '@/app.js';
import { loadConfig } from '@/config.js';
import type { Db } from '@/db/client.js';
import { outbox } from '@/db/schema/index.js';
import { buildDeps } from '@/infra/build-deps.js';
import type { OutboxDelivery, OutboxDeliveryOptions } from '@/infra/outbox-delivery.js';
import type { PrincipalCache } from '@/modules/session/principal-cache.js';
import { openTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
  /** The app's outbox: a test runs the dispatcher with `dispatchDue`. */
  delivery: OutboxDelivery;
  /** The newest outbox messages, newest first, once the work after each answer has finished. */
  outbox(): Promise<(typeof outbox.$inferSelect)[]>;
  /** Who the app's sessions are, as it remembers them (off unless PRINCIPAL_CACHE_MS is set). */
  principals: PrincipalCache;
};

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A fresh copy of the seeded template and an app on it, for one test file. `env`
 * adds settings, e.g. an SMS provider that is down; `delivery` e.g. a shorter wait
 * on the provider. Printers may be on loopback, where the tests' simulators listen.
 */
export const createTestApp = async (
  extraModules: ApiModule[] = [],
  env: Record<string, string> = {},
  delivery: Partial<Pick<OutboxDeliveryOptions, 'inlineWaitMs'>> = {},
): Promise<TestApp> => {
  const { db, close: closeDb } = await openTestDatabase();
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://opentill.test',
      PRINTERS_ON_LOOPBACK: 'allow',
      // Tests change rows directly and expect the next request to see it; the cache's own
      // tests turn it on (principal-cache.routes.test.ts).
      PRINCIPAL_CACHE_MS: '0',
      ...env,
    }),
    webDist: undefined,
  };
  const deps = buildDeps(db, config, silentLog, delivery);
  const app = await buildApp(deps, extraModules);
  await app.ready();
  return {
    app,
    db,
    delivery: deps.outbox,
    principals: deps.principals,
    close: async () => {
      await app.close();
      await deps.outbox.settled();
      await closeDb();
    },
    // Mail queued after an answer (reset, log-in link) is in the outbox once that work is done.
    outbox: async () => {
      await app.afterAnswerSettled();
      return db.select().from(outbox).orderBy(desc(outbox.createdAt));
    },
  };
};

export type { InjectOptions, LightMyRequestResponse };
