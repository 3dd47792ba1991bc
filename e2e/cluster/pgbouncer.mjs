// PgBouncer (Debian's pgbouncer package) in transaction mode in front of one database: each
// transaction, and each statement outside one, may run on a different server connection.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, launch, waitReady } from './processes.mjs';

export const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

/** @param {string} value quoted for a pgbouncer.ini connection string */
const quoted = (value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The settings OpenTill needs of a transaction pooler (README, "Running many processes"):
 * - `ignore_startup_parameters = options`: the app's pool asks for `-c jit=off` as a startup
 *   option, which PgBouncer 1.18 refuses ("unsupported startup parameter: options");
 * - `connect_query`: so each server connection has JIT off all the same.
 * @param {{ databaseUrl: string; port: number }} options
 */
export const pgbouncerConfig = ({ databaseUrl, port }) => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const server = [
    `host=${url.hostname}`,
    `port=${url.port || '5432'}`,
    `dbname=${quoted(name)}`,
    `user=${quoted(decodeURIComponent(url.username) || 'postgres')}`,
    ...(url.password ? [`password=${quoted(decodeURIComponent(url.password))}`] : []),
    `connect_query=${quoted('SET jit = off')}`,
  ].join(' ');
  return [
    '[databases]',
    `${name} = ${server}`,
    '',
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    // Local and throwaway: any client name is let in, and connects as the user above.
    'auth_type = any',
    'pool_mode = transaction',
    'max_client_conn = 500',
    'default_pool_size = 20',
    'ignore_startup_parameters = options',
    // Every pool connection would be two lines; errors and warnings are what a run needs.
    'log_connections = 0',
    'log_disconnections = 0',
    '',
  ].join('\n');
};

/** PgBouncer refuses to run as root: as root it is started as `nobody`, who must read its files. */
const runAs = () => {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { user: 'nobody', uid, gid };
};

/**
 * Starts PgBouncer for `databaseUrl`; resolves with the URL that goes through it once it
 * answers a query.
 * @param {{ databaseUrl: string; dir: string; echo?: boolean }} options
 */
export const startPgBouncer = async ({ databaseUrl, dir, echo }) => {
  if (!fs.existsSync(PGBOUNCER))
    throw new Error(
      `PgBouncer is not installed at ${PGBOUNCER} (apt-get install -y pgbouncer, or set PGBOUNCER_PATH).`,
    );
  const port = await freePort();
  const own = path.join(dir, 'pgbouncer');
  fs.mkdirSync(own, { mode: 0o700 });
  const file = path.join(own, 'pgbouncer.ini');
  fs.writeFileSync(file, pgbouncerConfig({ databaseUrl, port }), { mode: 0o600 });
  const as = runAs();
  if (as) {
    fs.chownSync(own, as.uid, as.gid);
    fs.chownSync(file, as.uid, as.gid);
    // nobody must get through the folders above to its own.
    fs.chmodSync(dir, 0o711);
  }
  const proc = launch({
    name: 'pgbouncer',
    command: PGBOUNCER,
    args: [...(as ? ['-u', as.user] : []), file],
    logFile: path.join(dir, 'pgbouncer.log'),
    echo,
  });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  await waitReady(proc, async () => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query('select 1').finally(() => client.end());
    return true;
  });
  return { ...proc, url: url.toString() };
};
