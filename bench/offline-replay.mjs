// Issue 15's replay figure: a shuffled, duplicated replay log of 10,000 sales (create and
// cash pay, retries under the same Idempotency-Key, some racing the first) from 5 tills,
// drained by 5 tills at once, on embedded PGlite and on PostgreSQL. It runs the suite's
// property test (apps/server/src/modules/orders/offline-replay.property.test.ts) at this
// size, one run per database, and prints what the test measured. OFFLINE_REPLAY_SALES
// changes the size; BENCH_DATABASE_URL names the PostgreSQL server (default 127.0.0.1:5432,
// where a throwaway database is made and dropped); --driver pg|pglite|both (default both).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const SALES = process.env.OFFLINE_REPLAY_SALES ?? '10000';
const driverArg = process.argv.indexOf('--driver');
const driver = driverArg > 0 ? process.argv[driverArg + 1] : 'both';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {string} label @param {Record<string, string>} env */
const runTest = (label, env) => {
  const started = Date.now();
  const run = spawnSync(
    'npx',
    ['vitest', 'run', 'apps/server/src/modules/orders/offline-replay.property.test.ts'],
    {
      cwd: root,
      env: { ...process.env, OFFLINE_REPLAY_SALES: SALES, OFFLINE_REPLAY_RUNS: '1', ...env },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const out = `${run.stdout}\n${run.stderr}`;
  const line = out.split('\n').find((l) => l.includes('offline-replay:'));
  const verdict = run.status === 0 ? 'passed' : 'FAILED';
  console.log(
    `${label}: ${line ? line.slice(line.indexOf('offline-replay:') + 16) : 'no figure'}; ` +
      `test ${verdict}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (run.status !== 0) console.log(out.slice(-4000));
};

if (driver === 'pglite' || driver === 'both') runTest('PGlite', { TEST_DATABASE_URL: '' });

if (driver === 'pg' || driver === 'both') {
  const name = `bench_offline_replay_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    runTest('PostgreSQL', { TEST_DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
