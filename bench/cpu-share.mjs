// Who spent the CPU of a measured run (issue 18): the app's process, the PostgreSQL
// backends on this machine, and the bench's own client, which shares the same cores.
// Read from /proc (Linux); elsewhere every share is reported as unknown (NaN).
import fs from 'node:fs';

// Linux counts process CPU in clock ticks of 1/100 s on every architecture it runs here.
const MS_PER_TICK = 10;

/** User plus system CPU of one process so far, in ms; NaN when it cannot be read. */
const processCpuMs = (/** @type {number} */ pid) => {
  try {
    // Fields after the command name (which may hold spaces), from the third: utime is the
    // 14th field of the line, stime the 15th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return NaN;
  }
};

/** Every PostgreSQL process's CPU so far, in ms (0 when none runs here, as with PGlite). */
const postgresCpuMs = () => {
  let total = 0;
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres'))
        total += processCpuMs(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return total;
};

/**
 * Starts counting; the returned function answers each share in ms of CPU per request
 * for the `requests` made meanwhile.
 * @param {number} serverPid
 */
export const startCpuShare = (serverPid) => {
  const server = processCpuMs(serverPid);
  const postgres = postgresCpuMs();
  const client = process.cpuUsage();
  /** @param {number} requests */
  return (requests) => {
    const own = process.cpuUsage(client);
    return {
      server: (processCpuMs(serverPid) - server) / requests,
      postgres: (postgresCpuMs() - postgres) / requests,
      client: (own.user + own.system) / 1000 / requests,
    };
  };
};

/** @param {{ server: number; postgres: number; client: number }} share */
export const describeCpuShare = (share) =>
  `server ${share.server.toFixed(2)} ms, PostgreSQL ${share.postgres.toFixed(2)} ms, bench client ${share.client.toFixed(2)} ms`;
