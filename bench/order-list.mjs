// The order list's first page (GET orders/orders/, 10 a page, newest first) with the
// bench merchant holding 10,000 orders and then 1,000,000: unfiltered, and with a
// status + date filter (fulfilled, yesterday). On PostgreSQL (a throwaway database on
// BENCH_DATABASE_URL, else 127.0.0.1:5432 when it answers) and on embedded PGlite.
// The orders are made by `seed:bench --bench-orders N` in SQL; the server and the seed run
// from source with tsx, so the figures are for the code as it is, never a stale build.
//
// BENCH_LIST_SIZES (default "10000,1000000") and BENCH_LIST_PGLITE_SIZES (default the
// same) set the order counts; BENCH_LIST_REQUESTS (default 200) the requests per figure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const OWNER = { email: 'owner@bench.example', password: 'opentill-demo' };
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 200);
const WARMUP = 20;
/** @param {string | undefined} value @param {string} fallback */
const sizesOf = (value, fallback) => (value ?? fallback).split(',').map(Number);
const SIZES = sizesOf(process.env.BENCH_LIST_SIZES, '10000,1000000');
const PGLITE_SIZES = sizesOf(process.env.BENCH_LIST_PGLITE_SIZES, SIZES.join(','));

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

/** Yesterday on the bench merchant's wall clock (Europe/London), as the filter sends it. */
const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
  Date.now() - 86_400_000,
);

/** @param {number} orders @param {Record<string, string>} env */
const seed = (orders, env) => {
  const started = performance.now();
  const run = spawnSync(
    tsx,
    ['src/db/seed/seed-bench-cli.ts', '--days', '0', '--bench-orders', String(orders)],
    { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`seeding ${orders} orders failed`);
  return (performance.now() - started) / 1000;
};

/** @param {Record<string, string>} env @param {number} port */
const startServer = async (env, port) => {
  const child = spawn(tsx, ['src/main.ts'], {
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
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** The bench owner's session cookies. @param {string} base */
const logIn = async (base) => {
  const jar = new Map();
  const remember = (/** @type {Response} */ res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  remember(await fetch(`${base}/api/session/`));
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: cookie(),
      'X-CSRFToken': jar.get('csrftoken') ?? '',
    },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`log in failed: ${res.status}`);
  remember(res);
  return cookie();
};

const LIST = 'orders/orders/?page=1&limit=10&ordering=-created_at&all=true&live=true';
/** What is timed; the session lookup is the floor: a signed-in request that reads one row. */
const QUERIES = {
  unfiltered: LIST,
  'status + date': `${LIST}&status=fulfilled&date=${yesterday}`,
  'postcode search': `${LIST}&search=m11ae`,
  'session lookup (floor)': 'session/',
};

/** p95 (and p50) of the first page for each query. @param {string} base */
const measure = async (base) => {
  const cookie = await logIn(base);
  /** @type {Record<string, { p50: number; p95: number; count: number }>} */
  const figures = {};
  for (const [label, pathAndQuery] of Object.entries(QUERIES)) {
    const url = `${base}/api/${pathAndQuery}`;
    const latencies = [];
    let count = 0;
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { Cookie: cookie } });
      const body = /** @type {{ count?: number }} */ (await res.json());
      const took = performance.now() - started;
      if (!res.ok) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
      count = body.count ?? 0;
      if (i >= WARMUP) latencies.push(took);
    }
    figures[label] = { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), count };
  }
  return figures;
};

/** @param {string} label @param {Record<string, string>} env @param {number[]} sizes */
const benchDatabase = async (label, env, sizes) => {
  const rows = [];
  /** @type {Record<string, number>} */
  const smallest = {};
  for (const size of sizes) {
    const seconds = seed(size, env);
    const server = await startServer(env, 19_800 + Math.floor(Math.random() * 150));
    try {
      const figures = await measure(server.base);
      for (const [query, f] of Object.entries(figures)) {
        smallest[query] ??= f.p95;
        const ratio = f.p95 / (smallest[query] ?? f.p95);
        const row =
          `${label}, ${size.toLocaleString('en-GB')} orders (seeded in ${seconds.toFixed(0)} s), ${query}: ` +
          `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (count ${f.count})` +
          (size === sizes[0]
            ? ''
            : `; p95 ratio to ${sizes[0]?.toLocaleString('en-GB')}: ${ratio.toFixed(2)}`);
        // Printed as it comes too: the million on PGlite takes a while.
        console.log(row);
        rows.push(row);
      }
    } finally {
      await server.stop();
    }
  }
  return rows;
};

const results = [];
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `opentill_bench_list_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    results.push(
      ...(await benchDatabase(
        'PostgreSQL',
        { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() },
        SIZES,
      )),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  results.push('PostgreSQL: not reachable at BENCH_DATABASE_URL or 127.0.0.1:5432, skipped');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-list-'));
try {
  results.push(
    ...(await benchDatabase(
      'embedded (PGlite)',
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      PGLITE_SIZES,
    )),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `Order list first page (10 orders), ${REQUESTS} requests each after ${WARMUP} warm-up; targets p95 ≤ 50 ms, 1M/10k ratio ≤ 1.5:`,
);
for (const row of results) console.log(`- ${row}`);
