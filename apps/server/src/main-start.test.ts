import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real start-up (main.ts) on an empty PostgreSQL database: the demo, with its public
// log-ins, goes in only when OPENTILL_DEMO asks for it. It always runs on the machine's
// PostgreSQL (which .ci/run starts), in a database of its own, whichever driver the rest
// of the suite uses; PGlite's embedded default is demo-at-start.test.ts's.

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverDir = path.resolve(import.meta.dirname, '..');
const database = `opentill_start_${process.pid}`;

const admin = async <T>(run: (client: pg.Client) => Promise<T>, db = 'postgres'): Promise<T> => {
  const target = new URL(url);
  target.pathname = `/${db}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** Runs the server until it says it is running, then stops it; what it printed, and its log. */
const startOnce = (env: Record<string, string>): Promise<{ stdout: string; log: string }> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    target.pathname = `/${database}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: target.toString(),
        PORT: '0',
        HOST: '127.0.0.1',
        JOBS: 'off',
        LOG_LEVEL: 'warn',
        SEED_DAYS: '0',
        SMTP_URL: '',
        OPENTILL_DEMO: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('OpenTill is running')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.once('exit', (code) => {
      if (stdout.includes('OpenTill is running')) resolve({ stdout, log: stdout });
      else reject(new Error(`the server exited (${code}) before running:\n${stdout}`));
    });
  });

const merchants = () =>
  admin(
    async (c) =>
      (await c.query<{ n: number }>('select count(*)::int as n from clients where not is_platform'))
        .rows[0]?.n,
    database,
  );

describe('starting on an empty PostgreSQL database', () => {
  beforeAll(async () => {
    await admin((c) => c.query(`drop database if exists ${database}`));
    await admin((c) => c.query(`create database ${database}`));
  });
  afterAll(async () => {
    await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  });

  it('leaves clients empty and prints no demo log-ins when OPENTILL_DEMO is unset', async () => {
    const { stdout } = await startOnce({});
    expect(await merchants()).toBe(0);
    expect(stdout).not.toContain('Demo logins');
    expect(stdout).toContain('SMTP_URL is not set');
    expect(stdout).toContain('No business is set up yet: open http://localhost:0/setup');
  }, 120_000);

  it('seeds the demo and prints its log-ins when OPENTILL_DEMO=1 asks', async () => {
    const { stdout } = await startOnce({ OPENTILL_DEMO: '1' });
    expect(await merchants()).toBe(2);
    expect(stdout).toContain('Demo logins');
    expect(stdout).not.toContain('No business is set up yet');
  }, 120_000);
});
