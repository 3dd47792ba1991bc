// Many OpenTill processes on one PostgreSQL database behind HAProxy (issue 18): what
// `npm run cluster` runs and what the cluster tests run against. Optionally with PgBouncer,
// in transaction mode, between the processes and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHaproxy } from './haproxy.mjs';
import { startPgBouncer } from './pgbouncer.mjs';
import { freePort, launch, waitReady } from './processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');

/**
 * @typedef {object} ClusterServer
 * @property {string} name HAProxy's name for it, as X-Served-By gives it
 * @property {string} url the process itself, past HAProxy
 * @property {string} logFile
 */

/**
 * @typedef {object} Cluster
 * @property {string} url HAProxy's address: what a person or a till opens
 * @property {ClusterServer[]} servers
 * @property {string} databaseUrl what the processes connect to: PgBouncer's, or the database's
 * @property {string | null} listenUrl DATABASE_LISTEN_URL, when it differs
 * @property {string} dir the run's folder: configurations and every process's log
 * @property {() => Promise<void>} stop
 */

/**
 * Starts `processes` servers at once on `databaseUrl` (they take turns at migrating and at
 * seeding), then HAProxy in front of them on `port` (a free one unless given).
 * @param {{ databaseUrl: string; processes?: number; port?: number; pgbouncer?: boolean;
 *   env?: NodeJS.ProcessEnv; echo?: boolean }} options
 * @returns {Promise<Cluster>}
 */
export const startCluster = async (options) => {
  if (!fs.existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run npm run build first.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-cluster-'));
  /** @type {{ stop(): Promise<void> }[]} */
  const started = [];
  const stop = async () => {
    // HAProxy first, so nothing new reaches a server that is closing; PgBouncer last.
    for (const proc of started.reverse()) await proc.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const echo = options.echo ?? false;
    const pooler = options.pgbouncer
      ? await startPgBouncer({ databaseUrl: options.databaseUrl, dir, echo })
      : null;
    if (pooler) started.push(pooler);
    const databaseUrl = pooler?.url ?? options.databaseUrl;
    // LISTEN needs a session of its own, which a transaction pooler does not keep.
    const listenUrl = pooler ? options.databaseUrl : null;
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const count = options.processes ?? 3;
    const ports = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    const servers = ports.map((serverPort, i) => {
      const name = `app${i + 1}`;
      const proc = launch({
        name,
        command: process.execPath,
        args: [SERVER_ENTRY],
        env: {
          PRINTERS_ON_LOOPBACK: 'allow',
          ...process.env,
          ...options.env,
          DATABASE_URL: databaseUrl,
          DATABASE_LISTEN_URL: listenUrl ?? '',
          // PgBouncer 1.18 in transaction mode cannot carry a statement prepared by name.
          DATABASE_PREPARED_STATEMENTS: pooler ? 'off' : 'on',
          PORT: String(serverPort),
          HOST: '127.0.0.1',
          // One folder for all, as a shared volume would be.
          DATA_DIR: path.join(dir, 'data'),
          PUBLIC_URL: url,
          TRUST_PROXY: 'true',
        },
        logFile: path.join(dir, `${name}.log`),
        echo,
      });
      started.push(proc);
      return { proc, name, port: serverPort, url: `http://127.0.0.1:${serverPort}` };
    });
    await Promise.all(
      servers.map((s) => waitReady(s.proc, async () => (await fetch(`${s.url}/api/health/`)).ok)),
    );
    started.push(await startHaproxy({ port, servers, dir, echo }));
    return {
      url,
      servers: servers.map((s) => ({ name: s.name, url: s.url, logFile: s.proc.logFile })),
      databaseUrl,
      listenUrl,
      dir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
