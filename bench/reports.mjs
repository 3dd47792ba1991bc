// The reports over a year of trading (issue 6): each report endpoint's HTTP round trip
// to a local server, beside the same SQL run bare on the same database through the same
// driver (apps/server/src/db/seed/bench-year-bare-sql.ts imports the reports module's
// statements), as a ratio; and the transactions CSV export over 1, 6 and 12 months
// with the server process's resident memory sampled while it streams.
//
// The year (seed-bench-year.ts, ≥ 500,000 orders) is seeded once and kept: PostgreSQL
// database opentill_bench_year (BENCH_DATABASE_URL's server, else 127.0.0.1:5432) and
// PGlite under .tmp/bench-year. A later run finds it; a year seeded with other
// parameters is dropped and made again.
//
// node reports.mjs [--driver pg|pglite|both]; BENCH_REPORTS_RUNS (default 30) timed
// requests per report after BENCH_REPORTS_WARMUP (5), fewer (at least 5) once a report's
// runs pass BENCH_REPORTS_BUDGET_S (60) seconds; BENCH_REPORTS_CSV_RUNS (3);
// BENCH_REPORTS_CSV_HEAP_MB (48) caps the old space of the server that exports each
// range once more for memory; BENCH_YEAR_DAYS (365) and BENCH_YEAR_ORDERS_PER_DAY (1350)
// shape the year.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { csvRange, logIn, quantile, readRss, table, timeRuns } from './reports-support.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_REPORTS_WARMUP ?? 5);
const CSV_RUNS = Number(process.env.BENCH_REPORTS_CSV_RUNS ?? 3);
const BUDGET_MS = Number(process.env.BENCH_REPORTS_BUDGET_S ?? 60) * 1000;
const CSV_HEAP_MB = Number(process.env.BENCH_REPORTS_CSV_HEAP_MB ?? 48);
const SEED_ARGS = [
  '--days',
  process.env.BENCH_YEAR_DAYS ?? '365',
  '--orders-per-day',
  process.env.BENCH_YEAR_ORDERS_PER_DAY ?? '1350',
];
const REPORTING = { email: 'reports@bench-year.example', password: 'opentill-demo' };
const DB_NAME = 'opentill_bench_year';
const PGLITE_DIR = path.join(root, '.tmp/bench-year');

const { values: flags } = parseArgs({ options: { driver: { type: 'string', default: 'both' } } });
if (!['pg', 'pglite', 'both'].includes(flags.driver ?? '')) {
  console.error('--driver must be pg, pglite or both');
  process.exit(2);
}

/**
 * @typedef {{ status: 'seeded' | 'present'; seconds: number;
 *   summary: { orders: number; payments: number; refunds: number; fromDate: string;
 *              toDate: string; seededAt: string; seconds?: number } }} SeedResult
 */

/** Seeds the year unless it is there; on a mismatch empties the database and seeds again. @param {Record<string, string>} env @param {() => Promise<void>} empty @returns {Promise<SeedResult>} */
const ensureYear = async (env, empty) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const run = spawnSync(tsx, ['src/db/seed/seed-bench-year-cli.ts', ...SEED_ARGS], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status === 0) return JSON.parse(last);
    if (run.status !== 3) throw new Error(`seeding the bench year failed (${run.status}): ${last}`);
    console.log(`The bench year there was seeded otherwise (${last}); seeding it again.`);
    await empty();
  }
  throw new Error('the bench year could not be seeded');
};

/**
 * The server from source, as its own node process so its RSS is the server's;
 * `heapMb` caps V8's old space.
 * @param {Record<string, string>} env @param {number} [heapMb]
 */
const startServer = async (env, heapMb) => {
  const port = 19_950 + Math.floor(Math.random() * 40);
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  const child = spawn(process.execPath, [...heap, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error('the server never became healthy');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** @param {SeedResult['summary']} year */
const casesOf = (year) => {
  const range = { fromDate: year.fromDate, toDate: year.toDate };
  return {
    timed: [
      { name: 'today', kind: 'today', method: 'GET', url: 'report/today/' },
      { name: 'revenue, last 24 h', kind: 'revenue', method: 'GET', url: 'report/' },
      {
        name: 'transactions page 1',
        kind: 'transactions-page',
        method: 'GET',
        url: 'report/transactionReport/?limit=50&page=1',
      },
      {
        name: 'top products, 1 month',
        kind: 'top-products',
        method: 'POST',
        url: 'report/top_products/',
        ...csvRange(year.toDate, 1),
      },
      {
        name: 'top products, year',
        kind: 'top-products',
        method: 'POST',
        url: 'report/top_products/',
        ...range,
      },
      { name: 'session lookup (floor)', kind: null, method: 'GET', url: 'session/' },
    ],
    csv: [1, 6, 12].map((months) => ({
      name: `CSV, ${months} month${months === 1 ? '' : 's'}`,
      kind: 'csv',
      ...(months === 12 ? range : csvRange(year.toDate, months)),
    })),
  };
};

/** @param {string} base @param {string} cookie @param {string} csrf @param {{ method: string; url: string; fromDate?: string; toDate?: string }} c */
const request = (base, cookie, csrf, c) =>
  fetch(`${base}/api/${c.url}`, {
    method: c.method,
    headers: { Cookie: cookie, 'X-CSRFToken': csrf, 'Content-Type': 'application/json' },
    body:
      c.method === 'POST'
        ? JSON.stringify({ from_date: c.fromDate, to_date: c.toDate })
        : undefined,
  });

/** One CSV export streamed to nothing, counting rows and bytes, sampling the server's RSS. @param {string} base @param {string} cookie @param {string} csrf @param {number} pid @param {{ fromDate: string; toDate: string }} range */
const exportCsv = async (base, cookie, csrf, pid, range) => {
  let peak = readRss(pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, readRss(pid).rss)), 10);
  const started = performance.now();
  try {
    const res = await request(base, cookie, csrf, {
      method: 'POST',
      url: 'report/transactionReport/as_csv/',
      ...range,
    });
    if (!res.ok || !res.body) throw new Error(`CSV export: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      // indexOf is native: a byte loop in JS would take CPU from the server on 2 cores.
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    }
    return { ms: performance.now() - started, bytes, rows: lines - 1, peakRss: peak };
  } finally {
    clearInterval(sampler);
  }
};

/** Everything measured through the server. @param {Record<string, string>} env @param {ReturnType<typeof casesOf>} cases */
const measureServer = async (env, cases) => {
  const server = await startServer(env);
  try {
    const { cookie, csrf } = await logIn(server.base, REPORTING);
    /** @type {Record<string, number[] & { first?: number }>} */
    const http = {};
    for (const c of cases.timed) {
      const ms = await timeRuns(
        async () => {
          const res = await request(server.base, cookie, csrf, c);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${c.name}: ${res.status}`);
        },
        { warmup: WARMUP, runs: RUNS, budgetMs: BUDGET_MS },
      );
      http[c.name] = ms;
      console.error(`http ${c.name}: p50 ${quantile(ms, 0.5).toFixed(1)} ms`);
    }
    const idle = readRss(server.pid);
    /** @type {Record<string, { ms: number[]; rows: number; bytes: number; peakRss: number }>} */
    const csv = {};
    for (const c of cases.csv) {
      const runs = [];
      // The first export warms the statement and the heap; it is not timed.
      for (let i = 0; i < CSV_RUNS + 1; i++)
        runs.push(await exportCsv(server.base, cookie, csrf, server.pid, c));
      const timed = runs.slice(1);
      csv[c.name] = {
        ms: timed.map((r) => r.ms),
        rows: timed[0]?.rows ?? 0,
        bytes: timed[0]?.bytes ?? 0,
        peakRss: Math.max(...runs.map((r) => r.peakRss)),
      };
      console.error(`http ${c.name}: ${csv[c.name]?.rows} rows`);
    }
    return { http, csv, idleRss: idle.rss, hwm: readRss(server.pid).hwm };
  } finally {
    await server.stop();
  }
};

/**
 * Each range exported once more by a server whose old space is capped at CSV_HEAP_MB:
 * V8 lets garbage pile up before collecting, so an uncapped peak grows with a long
 * export even when nothing is kept; under the cap, a server that held the year (41 MB
 * of CSV, far more as strings and rows) would run out of memory instead.
 * @param {Record<string, string>} env @param {ReturnType<typeof casesOf>} cases
 */
const measureCappedCsv = async (env, cases) => {
  const server = await startServer(env, CSV_HEAP_MB);
  try {
    const { cookie, csrf } = await logIn(server.base, REPORTING);
    const idle = readRss(server.pid).rss;
    /** @type {Record<string, number>} */
    const overIdle = {};
    for (const c of cases.csv) {
      const run = await exportCsv(server.base, cookie, csrf, server.pid, c);
      overIdle[c.name] = run.peakRss - idle;
    }
    return { idle, overIdle };
  } finally {
    await server.stop();
  }
};

/** The same statements bare, after the server has stopped (PGlite allows one process). @param {Record<string, string>} env @param {ReturnType<typeof casesOf>} cases @returns {Record<string, { ms: number[]; rows: number }>} */
const measureBare = (env, cases) => {
  const bare = [...cases.timed, ...cases.csv].filter((c) => c.kind !== null);
  const run = spawnSync(
    tsx,
    [
      'src/db/seed/bench-year-bare-sql.ts',
      '--cases',
      JSON.stringify(bare),
      '--runs',
      String(RUNS),
      '--warmup',
      String(WARMUP),
      '--csv-runs',
      String(CSV_RUNS),
      '--budget-ms',
      String(BUDGET_MS),
    ],
    {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`the bare SQL run failed (${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
};

/** @param {string} label @param {Record<string, string>} env @param {() => Promise<void>} empty */
const benchDatabase = async (label, env, empty) => {
  const seedStarted = performance.now();
  const seeded = await ensureYear(env, empty);
  const year = seeded.summary;
  const seedNote =
    seeded.status === 'seeded'
      ? `seeded now in ${seeded.seconds} s`
      : `seeded ${year.seededAt.slice(0, 10)}${year.seconds ? ` in ${year.seconds} s` : ''}, found in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`;
  console.log(
    `\n${label}: ${year.orders.toLocaleString('en-GB')} orders, ${year.payments.toLocaleString('en-GB')} payments, ` +
      `${year.refunds.toLocaleString('en-GB')} refunds, ${year.fromDate} to ${year.toDate} (${seedNote}); ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  const cases = casesOf(year);
  const served = await measureServer(env, cases);
  const capped = await measureCappedCsv(env, cases);
  const bare = measureBare(env, cases);
  const fmt = (/** @type {number} */ n) => n.toFixed(1);
  const rows = cases.timed.map((c) => {
    const h = served.http[c.name] ?? [];
    const b = bare[c.name]?.ms;
    return [
      c.name,
      fmt(h.first ?? NaN),
      fmt(quantile(h, 0.5)),
      fmt(quantile(h, 0.95)),
      fmt(quantile(h, 0.99)),
      b ? fmt(quantile(b, 0.5)) : '–',
      b ? fmt(quantile(b, 0.95)) : '–',
      b ? `${(quantile(h, 0.5) / quantile(b, 0.5)).toFixed(2)}×` : '–',
    ];
  });
  console.log(
    table(
      ['report', 'HTTP first ms', 'p50', 'p95', 'p99', 'bare SQL p50 ms', 'p95', 'ratio p50'],
      rows,
    ),
  );
  const mb = (/** @type {number} */ kb) => (kb / 1024).toFixed(0);
  // Below idle happens: the collector may return more than the export took.
  const signedMb = (/** @type {number} */ kb) => `${kb < 0 ? '−' : '+'}${mb(Math.abs(kb))} MB`;
  const csvRows = cases.csv.map((c) => {
    const s = served.csv[c.name];
    const b = bare[c.name];
    if (!s) return [c.name];
    return [
      `${c.name} (${c.fromDate} to ${c.toDate})`,
      s.rows.toLocaleString('en-GB'),
      `${(s.bytes / 1024 / 1024).toFixed(1)} MB`,
      fmt(quantile(s.ms, 0.5)),
      b ? fmt(quantile(b.ms, 0.5)) : '–',
      b ? `${(quantile(s.ms, 0.5) / quantile(b.ms, 0.5)).toFixed(2)}×` : '–',
      `${mb(s.peakRss)} MB`,
      signedMb(s.peakRss - served.idleRss),
      signedMb(capped.overIdle[c.name] ?? NaN),
    ];
  });
  console.log(
    table(
      [
        'CSV export',
        'rows',
        'bytes',
        'HTTP ms p50',
        'bare SQL ms p50',
        'ratio',
        'server RSS peak',
        'over idle',
        `over idle, ${CSV_HEAP_MB} MB heap`,
      ],
      csvRows,
    ),
  );
  console.log(
    `server RSS idle before the exports ${mb(served.idleRss)} MB (${mb(capped.idle)} MB with the capped heap), ` +
      `high-water mark at the end ${mb(served.hwm)} MB`,
  );
};

if (flags.driver !== 'pglite') {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (reachable) {
    const create = async () => {
      const have = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
      if (have.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
    };
    await create();
    const url = new URL(serverUrl);
    url.pathname = `/${DB_NAME}`;
    try {
      await benchDatabase(
        'PostgreSQL',
        { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() },
        async () => {
          await admin.query(`drop database if exists ${DB_NAME} with (force)`);
          await create();
        },
      );
    } finally {
      await admin.end();
    }
  } else {
    console.log('PostgreSQL: not reachable at BENCH_DATABASE_URL or 127.0.0.1:5432, skipped');
  }
}
if (flags.driver !== 'pg') {
  fs.mkdirSync(PGLITE_DIR, { recursive: true });
  await benchDatabase('embedded (PGlite)', { DATA_DIR: PGLITE_DIR, DATABASE_URL: '' }, async () => {
    fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
    fs.mkdirSync(PGLITE_DIR, { recursive: true });
  });
}
console.log(
  `\n${RUNS} timed requests per report after ${WARMUP} warm-up; CSV: ${CSV_RUNS} timed exports after one untimed. ` +
    'Targets: ≤ 1.2× bare, ≤ 500 ms on PostgreSQL for the year, export memory flat.',
);
