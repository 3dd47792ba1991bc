import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A server of a journey's own, beside the shared one: its own embedded database under
// .tmp/<name>, started from the built app as a merchant starts it. It can be stopped and
// started again on the same database, which the shared server never can under the others.

const root = path.resolve(import.meta.dirname, '../..');

export type OwnServer = {
  url: string;
  /** Everything the server printed, over all its starts. */
  output: () => string;
  /** Stops it as its host would (SIGTERM), and waits until the process is gone. */
  stop: () => Promise<void>;
  /** Starts it again on the same database; resolves once it answers its health check. */
  start: () => Promise<void>;
};

export const startOwnServer = async (options: {
  name: string;
  port: number;
  env?: Record<string, string>;
}): Promise<OwnServer> => {
  const dataDir = path.join(root, '.tmp', options.name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${options.port}`;
  let output = '';
  let server: ChildProcess | null = null;

  const start = async () => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(options.port),
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        JOBS: 'off',
        // The printing journeys' fake printers (apps/printer-sim) listen on 127.0.0.1.
        PRINTERS_ON_LOOPBACK: 'allow',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${options.name}: the server stopped:\n${output}`);
      const answer = await fetch(`${url}/api/health/`).catch(() => null);
      if (answer?.ok) return;
      if (Date.now() > deadline)
        throw new Error(`${options.name}: the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      const child = server;
      if (child === null || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  await start();
  return { url, output: () => output, stop, start };
};
