import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A second server for the first-run journey: its own empty embedded database, started the
// way a merchant starts OpenTill with OPENTILL_DEMO=0, so /setup is what it offers.

const root = path.resolve(import.meta.dirname, '../..');

export type FirstRunServer = { url: string; output: () => string; stop: () => Promise<void> };

export const startFirstRunServer = async (port: number): Promise<FirstRunServer> => {
  const dataDir = path.join(root, '.tmp', 'e2e-first-run');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        OPENTILL_DEMO: '0',
        PORT: String(port),
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        JOBS: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the first-run server stopped:\n${output}`);
    const answer = await fetch(`${url}/api/health/`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`the first-run server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
};
