// HAProxy (Debian's haproxy package) in front of the servers: round-robin per request,
// each server checked on /api/health/, and every answer naming its server in X-Served-By.
import fs from 'node:fs';
import path from 'node:path';
import { launch, waitReady } from './processes.mjs';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** The response header that names the server that answered. */
export const SERVED_BY = 'x-served-by';

/**
 * @param {{ port: number; servers: { name: string; port: number }[] }} options
 * @returns {string} the configuration file's text
 */
export const haproxyConfig = ({ port, servers }) =>
  [
    'global',
    '  maxconn 2000',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout http-request 10s',
    // The event stream is one long answer: an hour, as the client and the heartbeat allow.
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout http-keep-alive 10s',
    // The servers run with TRUST_PROXY, so log-in limits count the real client address.
    '  option forwardfor',
    '',
    'frontend opentill',
    `  bind 127.0.0.1:${port}`,
    // A client's own X-Forwarded-For would come first in the list, and TRUST_PROXY=true
    // takes the first: only HAProxy's may reach the servers.
    '  http-request del-header X-Forwarded-For',
    '  default_backend servers',
    '',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /api/health/',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    '  http-response set-header X-Served-By %s',
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`),
    '',
  ].join('\n');

/**
 * Runs HAProxy in the foreground (`-db`), its configuration in `dir`; resolves once every
 * server has answered through it.
 * @param {{ port: number; servers: { name: string; port: number }[]; dir: string; echo?: boolean }} options
 */
export const startHaproxy = async ({ port, servers, dir, echo }) => {
  if (!fs.existsSync(HAPROXY))
    throw new Error(
      `HAProxy is not installed at ${HAPROXY} (apt-get install -y haproxy, or set HAPROXY_PATH).`,
    );
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig({ port, servers }));
  const proc = launch({
    name: 'haproxy',
    command: HAPROXY,
    args: ['-db', '-f', file],
    logFile: path.join(dir, 'haproxy.log'),
    echo,
  });
  const url = `http://127.0.0.1:${port}`;
  const seen = new Set();
  await waitReady(proc, async () => {
    const answer = await fetch(`${url}/api/health/`);
    await answer.arrayBuffer();
    if (answer.ok) seen.add(answer.headers.get(SERVED_BY));
    return servers.every((s) => seen.has(s.name));
  });
  return { ...proc, url };
};
