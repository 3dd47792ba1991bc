// Order create (3 lines with options) and cash pay under 1, 4 and 8 concurrent tills,
// on embedded PGlite and on PostgreSQL, each beside a bare Fastify route doing one
// insert into the same database in the same run (bare-insert-server.mjs).
// PostgreSQL is used when BENCH_DATABASE_URL (a server URL; a throwaway database is
// made on it) is set or 127.0.0.1:5432 answers; otherwise only the embedded run happens.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { logIn } from './api-session.mjs';
import { describeCpuShare, startCpuShare } from './cpu-share.mjs';
import { send } from './keep-alive-client.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/main.js');
const seed = path.join(root, 'apps/server/dist/seed.js');
if (!fs.existsSync(server)) execSync('npm run build', { cwd: root, stdio: 'inherit' });

/** @typedef {(method: string, url: string, body?: unknown) => Promise<any>} ApiCall — any: raw wire JSON, read field by field */
/** @typedef {{ id: string; has_variable_price: boolean; stock: number | null; options: { option_choices: { id: string }[] }[] }} WireProduct */

const TILLS = [1, 4, 8];
// Orders measured at each level, shared out between its tills, after a warm-up of WARMUP.
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const WARMUP = 100;

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

/** @param {string} base @param {string} healthPath */
const waitHealthy = async (base, healthPath) => {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}${healthPath}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${base} never became healthy`);
};

/**
 * @param {string} script @param {Record<string, string>} env @param {number} port
 * @param {string} healthPath
 */
const startProcess = async (script, env, port, healthPath) => {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(`http://127.0.0.1:${port}`, healthPath);
  return {
    pid: child.pid ?? NaN,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/**
 * Runs `tills` closed loops of `op` at once, ORDERS between them after WARMUP (also shared
 * out, run the same way); returns every measured latency, the measured throughput and who
 * spent the CPU meanwhile (`serverPid`'s process, PostgreSQL, this client).
 * @param {number} tills @param {(till: number) => Promise<number>} op @param {number} serverPid
 */
const load = async (tills, op, serverPid) => {
  /** @param {number} total @param {(ms: number) => void} keep */
  const loops = (total, keep) =>
    Promise.all(
      Array.from({ length: tills }, async (_, till) => {
        for (let i = till; i < total; i += tills) keep(await op(till));
      }),
    );
  await loops(WARMUP, () => {});
  /** @type {number[]} */
  const latencies = [];
  const cpuShare = startCpuShare(serverPid);
  const started = performance.now();
  await loops(ORDERS, (ms) => latencies.push(ms));
  const seconds = (performance.now() - started) / 1000;
  return { latencies, perSecond: latencies.length / seconds, cpu: cpuShare(latencies.length) };
};

/** @param {() => Promise<unknown>} fn */
const timed = async (fn) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};

/**
 * Three lines, each with its options' first choices: what a café till rings up.
 * @param {ApiCall} call
 */
const orderPayload = async (call) => {
  const products = /** @type {WireProduct[]} */ (await call('GET', 'orders/products/?version=1'));
  // Untracked stock, so thousands of orders never run a product out.
  const sellable = products.filter((p) => !p.has_variable_price && p.stock === null);
  const withOptions = sellable.filter((p) => p.options.length > 0);
  const plain = sellable.filter((p) => p.options.length === 0);
  const picked = [...withOptions.slice(0, 2), ...plain.slice(0, 1)];
  if (picked.length < 3) throw new Error('the demo catalogue has too few products');
  return {
    deliver_to: 'in_store',
    source: 'tpos',
    payment_type: 'cash',
    order_items: picked.map((p) => ({
      product_id: p.id,
      optional_item_ids: p.options.map((o) => o.option_choices[0]?.id),
      price_override: null,
    })),
  };
};

/** @param {string} label @param {Record<string, string>} env */
const benchDatabase = async (label, env) => {
  const seeded = spawnSync(process.execPath, [seed, '--days', '1'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seeding ${label} failed`);
  const port = 19_000 + Math.floor(Math.random() * 800);
  const rows = [];

  // The same env as the app: the baseline opens the database just seeded (the app's
  // DATA_DIR/pgdata, or DATABASE_URL), before the app starts, as PGlite allows one process.
  const bare = await startProcess(
    path.join(import.meta.dirname, 'bare-insert-server.mjs'),
    env,
    port,
    '/health',
  );
  /** @type {Record<number, Awaited<ReturnType<typeof load>>>} */
  const baseline = {};
  for (const tills of TILLS)
    baseline[tills] = await load(
      tills,
      () =>
        timed(async () => {
          await send(
            'POST',
            `http://127.0.0.1:${port}/insert`,
            { 'Content-Type': 'application/json' },
            JSON.stringify({ amount: 320 }),
          );
        }),
      bare.pid,
    );
  await bare.stop();

  const app = await startProcess(server, env, port, '/api/health/');
  try {
    const base = `http://127.0.0.1:${port}`;
    /** @type {ApiCall[]} */
    const tillCalls = [];
    for (let i = 0; i < Math.max(...TILLS); i++) tillCalls.push(await logIn(base));
    /** @param {number} till */
    const tillCall = (till) => {
      const call = tillCalls[till];
      if (call === undefined) throw new Error(`no session for till ${till}`);
      return call;
    };
    const payload = await orderPayload(tillCall(0));
    for (const tills of TILLS) {
      const create = await load(
        tills,
        (till) => timed(() => tillCall(till)('POST', 'orders/orders/', payload)),
        app.pid,
      );
      const paid = await load(
        tills,
        async (till) => {
          const started = performance.now();
          const order = await tillCall(till)('POST', 'orders/orders/', payload);
          await tillCall(till)('POST', `orders/orders/${order.id}/pay/`, {
            type: 'cash',
            amount: order.total_cost,
          });
          return performance.now() - started;
        },
        app.pid,
      );
      const bareRun = baseline[tills];
      if (!bareRun) throw new Error(`no bare insert run at ${tills} tills`);
      rows.push(
        `${label}, ${tills} till${tills > 1 ? 's' : ''}: create p50 ${quantile(create.latencies, 0.5).toFixed(1)} ms, p99 ${quantile(create.latencies, 0.99).toFixed(1)} ms, ${create.perSecond.toFixed(0)} orders/s` +
          ` (bare insert p50 ${quantile(bareRun.latencies, 0.5).toFixed(1)} ms, p99 ${quantile(bareRun.latencies, 0.99).toFixed(1)} ms, ${bareRun.perSecond.toFixed(0)}/s; throughput ratio ${(create.perSecond / bareRun.perSecond).toFixed(2)}×, p99 ratio ${(quantile(create.latencies, 0.99) / quantile(bareRun.latencies, 0.99)).toFixed(1)}×)` +
          `; create + cash pay p50 ${quantile(paid.latencies, 0.5).toFixed(1)} ms, p99 ${quantile(paid.latencies, 0.99).toFixed(1)} ms, ${paid.perSecond.toFixed(0)} paid orders/s` +
          `\n  - CPU per request, create: ${describeCpuShare(create.cpu)}; bare insert: ${describeCpuShare(bareRun.cpu)}; create + cash pay: ${describeCpuShare(paid.cpu)}`,
      );
    }
  } finally {
    await app.stop();
  }
  return rows;
};

// `--driver pg` or `--driver pglite` runs one database only; both by default.
const driverAt = process.argv.indexOf('--driver');
const driver = driverAt === -1 ? 'both' : (process.argv[driverAt + 1] ?? 'both');
const results = [];
if (driver !== 'pg') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-orders-'));
  try {
    results.push(
      ...(await benchDatabase('embedded (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' })),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable =
  driver !== 'pglite' &&
  (await admin.connect().then(
    () => true,
    () => false,
  ));
if (reachable) {
  const name = `opentill_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    results.push(
      ...(await benchDatabase('PostgreSQL', {
        DATABASE_URL: url.toString(),
        DATA_DIR: os.tmpdir(),
      })),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else if (driver !== 'pglite') {
  results.push('PostgreSQL: not reachable at BENCH_DATABASE_URL or 127.0.0.1:5432, skipped');
}
console.log(`Order API, ${ORDERS} orders at each level after ${WARMUP} warm-up:`);
for (const row of results) console.log(`- ${row}`);
