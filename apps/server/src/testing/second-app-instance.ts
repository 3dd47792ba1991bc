import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import type { Db } from '@/db/client.js';
import { openPg } from '@/db/open-pg.js';
import { buildDeps } from '@/infra/build-deps.js';
import { createTestApp, type TestApp } from './test-app.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A second app process on the first one's database, as two servers behind a
 * load balancer share one PostgreSQL: on PostgreSQL it has a pool of its own
 * to the same database; on PGlite, which has one connection, it shares the
 * first one's handle (its statements still interleave between awaits).
 */
export const secondAppInstance = async (
  first: TestApp,
): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  let db = first.db;
  let closeDb = async () => {};
  if (inject('pgTemplate') && url) {
    const result = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const target = new URL(url);
    target.pathname = `/${result.rows[0]?.name ?? ''}`;
    const handle = openPg(target.toString(), 4);
    db = handle.db;
    closeDb = handle.close;
  }
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://opentill.test',
      // As the first instance: the tests' printer simulators listen on loopback.
      PRINTERS_ON_LOOPBACK: 'allow',
    }),
    webDist: undefined,
  };
  const deps = buildDeps(db, config, silentLog);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await deps.outbox.settled();
      await closeDb();
    },
  };
};

/**
 * Two app processes on one database for the file's tests, made before them and closed
 * after: `processes.first` and `processes.second` once the tests run.
 */
export const twoAppInstances = () => {
  let first: TestApp | undefined;
  let second: Awaited<ReturnType<typeof secondAppInstance>> | undefined;
  beforeAll(async () => {
    first = await createTestApp();
    second = await secondAppInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  const made = <T>(instance: T | undefined): T => {
    if (!instance) throw new Error('the two app instances are made in beforeAll');
    return instance;
  };
  return {
    get first() {
      return made(first);
    },
    get second() {
      return made(second);
    },
  };
};
