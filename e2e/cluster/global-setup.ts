import type { TestProject } from 'vitest/node';
import { startCluster } from './cluster.mjs';
import { createDatabase, DEFAULT_SERVER_URL, dropDatabase } from './databases.mjs';

export type ClusterUnderTest = {
  /** HAProxy. */
  url: string;
  servers: { name: string; url: string; logFile: string }[];
  /** The database itself, for what a test reads or writes behind the API. */
  databaseUrl: string;
  /** PgBouncer's address when the processes go through it. */
  poolerUrl: string | null;
};

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    cluster: ClusterUnderTest;
  }
}

/** Project `cluster-pgbouncer` runs the same tests with PgBouncer between the processes and PostgreSQL. */
export const POOLED_PROJECT = 'cluster-pgbouncer';

/**
 * One cluster per project and run, on a fresh database (TEST_DATABASE_URL's server, else
 * 127.0.0.1:5432) with the demo merchants and one day of orders; dropped after.
 */
export default async function setup(project: TestProject) {
  const isPooled = project.name === POOLED_PROJECT;
  const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER_URL;
  const name = `opentill_cluster_${process.pid}${isPooled ? '_pgbouncer' : ''}`;
  const databaseUrl = await createDatabase(serverUrl, name);
  const cluster = await startCluster({
    databaseUrl,
    pgbouncer: isPooled,
    // Info: the local mail provider's "mail held in outbox" lines are what the jobs test counts.
    env: { OPENTILL_DEMO: '1', SEED_DAYS: '1', LOG_LEVEL: 'info', JOBS: 'on' },
  }).catch(async (error: unknown) => {
    await dropDatabase(serverUrl, name);
    throw error;
  });
  project.provide('cluster', {
    url: cluster.url,
    servers: cluster.servers,
    databaseUrl,
    poolerUrl: isPooled ? cluster.databaseUrl : null,
  });
  return async () => {
    await cluster.stop();
    await dropDatabase(serverUrl, name);
  };
}
