// Live push between two app processes on one PostgreSQL database (issue 15): orders
// created through process A, each timed until process B's event stream
// (GET /api/events/stream/) delivers its order.created. Orders go one at a time, a
// little apart, as a till sends them. Prints p50 and p95 from A's answer (the commit)
// and from the moment the till sent the order.
// BENCH_DATABASE_URL names the server (default 127.0.0.1:5432); the database
// `events_bench` on it is dropped and made again. BENCH_LIVE_ORDERS (default 100).
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { logInHeaders } from './api-session.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/main.js');
const seed = path.join(root, 'apps/server/dist/seed.js');
if (!fs.existsSync(server))
  execSync('npm run build -w apps/server', { cwd: root, stdio: 'inherit' });

const ORDERS = Number(process.env.BENCH_LIVE_ORDERS ?? 100);
const GAP_MS = 50;
const DATABASE = 'events_bench';

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** @param {string} base */
const waitHealthy = async (base) => {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${base} never became healthy`);
};

/** @param {Record<string, string>} env @param {number} port */
const startApp = async (env, port) => {
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(`http://127.0.0.1:${port}`);
  return {
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** The owner's session on one process: cookie and CSRF header. */
const logIn = logInHeaders;

/**
 * Reads B's stream; calls `onEvent(type, data, receivedAt)` for each event frame.
 * @param {string} url @param {Record<string, string>} headers
 * @param {(type: string, data: { order_id?: string }, at: number) => void} onEvent
 */
const readStream = async (url, headers, onEvent) => {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
  const body = res.body;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (type && data) onEvent(type, JSON.parse(data), at);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  return () => abort.abort();
};

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
const url = new URL(serverUrl);
url.pathname = `/${DATABASE}`;
const env = { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() };
const portA = 19_800 + Math.floor(Math.random() * 100);
const portB = portA + 100;
/** @type {{ stop(): Promise<void> }[]} */
const apps = [];
try {
  const seeded = spawnSync(process.execPath, [seed, '--days', '1'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
  apps.push(await startApp(env, portA), await startApp(env, portB));
  const a = `http://127.0.0.1:${portA}`;
  const b = `http://127.0.0.1:${portB}`;
  const tillHeaders = await logIn(a);
  const screenHeaders = await logIn(b);

  /** @type {Map<string, number>} */
  const delivered = new Map();
  /** @type {(() => void) | null} */
  let wake = null;
  let isReady = false;
  const close = await readStream(`${b}/api/events/stream/`, screenHeaders(), (type, data, at) => {
    if (type === 'ready') isReady = true;
    if (type === 'order.created' && data.order_id) delivered.set(data.order_id, at);
    wake?.();
  });
  while (!isReady) await sleep(10);

  const listed = await fetch(`${a}/api/orders/products/`, { headers: tillHeaders() });
  const products =
    /** @type {{ id: string; stock: number | null; has_variable_price: boolean }[]} */ (
      await listed.json()
    );
  // Untracked stock, so the run never sells a product out.
  const product = products.find((p) => p.stock === null && !p.has_variable_price);
  if (!product) throw new Error('the demo catalogue has no untracked product');
  const body = JSON.stringify({
    deliver_to: 'in_store',
    order_items: [{ product_id: product.id, optional_item_ids: [] }],
  });

  /** @type {number[]} */
  const fromAnswer = [];
  /** @type {number[]} */
  const fromSend = [];
  for (let i = 0; i < ORDERS; i++) {
    const sent = performance.now();
    const res = await fetch(`${a}/api/orders/orders/`, {
      method: 'POST',
      headers: tillHeaders(),
      body,
    });
    const answered = performance.now();
    const order = /** @type {{ id: string }} */ (await res.json());
    if (res.status !== 201) throw new Error(`order ${i}: ${res.status} ${JSON.stringify(order)}`);
    while (!delivered.has(order.id)) {
      if (performance.now() - answered > 10_000) throw new Error(`order ${i} never reached B`);
      await new Promise((resolve) => {
        wake = () => resolve(undefined);
        setTimeout(resolve, 100);
      });
    }
    const at = delivered.get(order.id) ?? NaN;
    fromAnswer.push(Math.max(0, at - answered));
    fromSend.push(at - sent);
    await sleep(GAP_MS);
  }
  close();
  const fmt = (/** @type {number[]} */ xs) =>
    `p50 ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
  console.log(`Live push, two app processes on one PostgreSQL, ${ORDERS} orders created on A:`);
  console.log(`- B's stream delivers order.created after A's answer: ${fmt(fromAnswer)}`);
  console.log(`- from the till sending the order: ${fmt(fromSend)}`);
} finally {
  for (const app of apps) await app.stop();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.end();
}
