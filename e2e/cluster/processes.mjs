// Child processes of a cluster (the servers, HAProxy, PgBouncer): each one's output goes to
// a log file that tests read, and optionally to this terminal with its name before each line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A port no one listens on now, from the kernel's free ones. */
export const freePort = () =>
  /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
    })
  );

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {object} Running
 * @property {string} name
 * @property {string} logFile everything it printed, stdout and stderr
 * @property {() => boolean} hasExited
 * @property {() => string} output what it printed so far
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL if it is still there after 10 s
 */

/** Every child still running, killed if this process exits without stopping them. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * @param {{ name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv;
 *   logFile: string; echo?: boolean }} options
 * @returns {Running}
 */
export const launch = ({ name, command, args, env, logFile, echo = false }) => {
  const log = fs.createWriteStream(logFile);
  const child = spawn(command, args, {
    env: env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let exited = false;
  const gone = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true;
      running.delete(child);
      resolve(undefined);
    }),
  );
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    log.write(chunk);
    if (!echo) return;
    const lines = chunk.toString().replace(/\n$/, '').split('\n');
    process.stdout.write(lines.map((line) => `[${name}] ${line}\n`).join(''));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    name,
    logFile,
    hasExited: () => exited,
    output: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(killer);
      await new Promise((resolve) => log.end(resolve));
    },
  };
};

/**
 * Waits until `isReady` answers true, failing at once if the process stops and after
 * `timeoutMs` otherwise; the error carries what the process printed.
 * @param {Running} proc @param {() => Promise<boolean>} isReady @param {number} [timeoutMs]
 */
export const waitReady = async (proc, isReady, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.hasExited()) throw new Error(`${proc.name} stopped:\n${proc.output()}`);
    if (await isReady().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${proc.name} was not ready:\n${proc.output()}`);
    await sleep(200);
  }
};
