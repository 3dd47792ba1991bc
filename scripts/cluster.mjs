// `npm run cluster`: three OpenTill processes on one PostgreSQL database behind HAProxy,
// round-robin, as many processes run in production (README, "Running many processes").
// `npm run cluster -- --pgbouncer` puts PgBouncer in transaction mode between them and
// PostgreSQL. Ctrl-C stops them all.
//
// CLUSTER_DATABASE_URL: the database to use, kept afterwards. Without it a throwaway database
//   opentill_cluster_<pid> is made on 127.0.0.1:5432 (CLUSTER_SERVER_URL names another
//   server), seeded with the demo merchants, and dropped at the end.
// CLUSTER_PORT: HAProxy's port (8080). CLUSTER_PROCESSES: how many servers (3).
import { buildStale } from './build-stale.mjs';
import { startCluster } from '../e2e/cluster/cluster.mjs';
import { createDatabase, DEFAULT_SERVER_URL, dropDatabase } from '../e2e/cluster/databases.mjs';

const given = process.env.CLUSTER_DATABASE_URL;
const serverUrl = process.env.CLUSTER_SERVER_URL ?? DEFAULT_SERVER_URL;
const name = `opentill_cluster_${process.pid}`;
const isPooled = process.argv.includes('--pgbouncer');

buildStale();
const databaseUrl = given ?? (await createDatabase(serverUrl, name));
const forget = async () => {
  if (!given) await dropDatabase(serverUrl, name);
};

/** @type {import('../e2e/cluster/cluster.mjs').Cluster} */
let cluster;
try {
  cluster = await startCluster({
    databaseUrl,
    processes: Number(process.env.CLUSTER_PROCESSES ?? 3),
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    pgbouncer: isPooled,
    // A database made here is a playground: it gets the demo unless the env says otherwise.
    env: given ? {} : { OPENTILL_DEMO: process.env.OPENTILL_DEMO ?? '1' },
    echo: true,
  });
} catch (error) {
  await forget();
  throw error;
}

const { url, servers } = cluster;
process.stdout.write(
  [
    '',
    `OpenTill cluster: open ${url}`,
    `  HAProxy round-robin over ${servers.map((s) => `${s.name} ${s.url}`).join(', ')}`,
    `  database: ${given ? 'CLUSTER_DATABASE_URL' : `${name} (dropped when this stops)`}` +
      (isPooled ? ', through PgBouncer in transaction mode (LISTEN goes direct)' : ''),
    '  Each answer names its process in the X-Served-By header. Ctrl-C stops them all.',
    '',
  ].join('\n'),
);

let isStopping = false;
const stop = async () => {
  if (isStopping) return;
  isStopping = true;
  process.stdout.write('\nStopping the cluster…\n');
  await cluster.stop();
  await forget();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
