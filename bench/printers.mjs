// Issue 17: printing never delays an order. Order create (3 lines, a kitchen ticket queued
// in the same transaction) under 4 concurrent tills, with the kitchen printer (the fake
// ESC/POS printer, apps/printer-sim) up, refusing connections (switched off) and silent
// (hung), in one run on one embedded database. The figure is the p99 ratio down/up and
// silent/up; the target is ≤ 1.1×.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { logIn } from './api-session.mjs';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/main.js');
const seed = path.join(root, 'apps/server/dist/seed.js');
if (!fs.existsSync(server)) execSync('npm run build', { cwd: root, stdio: 'inherit' });
register();
const { startPrinterSim } = await import('@opentill/printer-sim');

const TILLS = 4;
const OPS_PER_TILL = Number(process.env.BENCH_OPS ?? 150);
const WARMUP = 10;

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-bench-printers-'));
// The fake kitchen printer listens on 127.0.0.1, which the server refuses unless allowed.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  JOBS: 'on',
  PRINTERS_ON_LOOPBACK: 'allow',
};
const seeded = spawnSync(process.execPath, [seed, '--days', '1'], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seeded.status !== 0) throw new Error('seeding failed');
const kitchen = await startPrinterSim({ port: 0, name: 'Kitchen' });
const port = 19_800 + Math.floor(Math.random() * 150);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [server], {
  env: { ...env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/health/`).catch(() => null))?.ok) break;
    if (i > 1200) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const tills = await Promise.all(Array.from({ length: TILLS }, () => logIn(base)));
  const [owner] = tills;
  if (!owner) throw new Error('no till logged in');
  const printer = await owner('POST', 'printing/printers/', {
    name: 'Kitchen printer',
    connection: 'network',
    address: kitchen.address,
    columns: 48,
    code_page: 'cp858',
  });
  await owner('POST', 'printing/stations/', {
    name: 'Kitchen',
    kind: 'kitchen',
    printer_id: printer.id,
    fallback_printer_id: null,
    is_default: true,
  });
  const products = await owner('GET', 'orders/products/?version=1');
  const picked = products
    .filter((/** @type {any} */ p) => !p.has_variable_price && p.stock === null)
    .slice(0, 3);
  const payload = {
    deliver_to: 'in_store',
    source: 'tpos',
    payment_type: 'cash',
    order_items: picked.map((/** @type {any} */ p) => ({
      product_id: p.id,
      optional_item_ids: p.options.map((/** @type {any} */ o) => o.option_choices[0]?.id),
      price_override: null,
    })),
  };
  /** @param {import('@opentill/printer-sim').PrinterMode} mode */
  const phase = async (mode) => {
    await kitchen.setMode(mode);
    const create = (/** @type {number} */ till) => async () => {
      const call = tills[till] ?? owner;
      const started = performance.now();
      await call('POST', 'orders/orders/', payload);
      return performance.now() - started;
    };
    for (let till = 0; till < TILLS; till++) for (let i = 0; i < WARMUP; i++) await create(till)();
    /** @type {number[]} */
    const latencies = [];
    await Promise.all(
      Array.from({ length: TILLS }, async (_, till) => {
        for (let i = 0; i < OPS_PER_TILL; i++) latencies.push(await create(till)());
      }),
    );
    return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
  };
  const up = await phase('online');
  const down = await phase('refuse');
  const silent = await phase('silent');
  const upAgain = await phase('online');
  // Back online, the tickets that waited print: the queue drains while nothing is rung up.
  const printedBefore = kitchen.jobs().length;
  await new Promise((r) => setTimeout(r, 15_000));
  const row = (/** @type {string} */ name, /** @type {{p50: number; p99: number}} */ r) =>
    `- printer ${name}: create p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;
  console.log(
    `Order create with a kitchen ticket, ${TILLS} tills × ${OPS_PER_TILL} orders each, embedded PGlite:`,
  );
  console.log(row('up', up));
  console.log(row('switched off (refuses)', down));
  console.log(row('silent (hung)', silent));
  console.log(row('up again', upAgain));
  const upP99 = Math.max(up.p99, upAgain.p99);
  console.log(
    `- p99 ratio: switched off / up ${(down.p99 / upP99).toFixed(2)}×, silent / up ${(silent.p99 / upP99).toFixed(2)}× (target ≤ 1.1×)`,
  );
  console.log(
    `- tickets printed: ${printedBefore} by the end of the run, ${kitchen.jobs().length} 15 s later`,
  );
} finally {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  await kitchen.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
