import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.js';
import { openDatabase } from '@/db/client.js';
import { migrateDatabase } from '@/db/migrate.js';
import { BENCH_SHOP, seedBench } from './seed-bench.js';
import { seedBenchOrders } from './seed-orders-bench.js';
import { seedDemo } from './seed-demo.js';

// `npm run seed -- --days N [--products M]`: opens the database the way the
// server does (DATABASE_URL, else PGlite under DATA_DIR), migrates it, then
// seeds the demo merchants unless they are already there. --products M also
// makes sure the bench merchant (bench-shop) holds at least M products, and
// --bench-orders N at least N orders (seed-orders-bench.ts).

const { values } = parseArgs({
  options: {
    days: { type: 'string' },
    products: { type: 'string' },
    'bench-orders': { type: 'string' },
  },
});
const config = loadConfig();
const days = values.days === undefined ? config.seedDays : Number(values.days);
if (!Number.isInteger(days) || days < 0) {
  process.stderr.write(`--days must be a whole number of days, not "${values.days}"\n`);
  process.exit(2);
}
const benchProducts = values.products === undefined ? null : Number(values.products);
if (benchProducts !== null && (!Number.isInteger(benchProducts) || benchProducts < 0)) {
  process.stderr.write(`--products must be a whole number of products, not "${values.products}"\n`);
  process.exit(2);
}

const benchOrders = values['bench-orders'] === undefined ? null : Number(values['bench-orders']);
if (benchOrders !== null && (!Number.isInteger(benchOrders) || benchOrders < 0)) {
  process.stderr.write(
    `--bench-orders must be a whole number of orders, not "${values['bench-orders']}"\n`,
  );
  process.exit(2);
}

const handle = await openDatabase(config);
try {
  await migrateDatabase(handle);
  const started = Date.now();
  const { created } = await seedDemo(handle.db, { days });
  process.stdout.write(
    created
      ? `Seeded the demo merchants with ${days} days of orders in ${Date.now() - started} ms.\n`
      : 'The demo merchants are already there; nothing changed.\n',
  );
  if (benchProducts !== null) {
    const benchStarted = Date.now();
    const bench = await seedBench(handle.db, benchProducts);
    process.stdout.write(
      `Bench merchant ${BENCH_SHOP.identifier} (${BENCH_SHOP.ownerEmail}): ${bench.total} products, ` +
        `${bench.added} added in ${Date.now() - benchStarted} ms.\n`,
    );
  }
  if (benchOrders !== null) {
    const ordersStarted = Date.now();
    const bench = await seedBenchOrders(handle.db, benchOrders);
    process.stdout.write(
      `Bench merchant ${BENCH_SHOP.identifier}: ${bench.total} orders, ` +
        `${bench.added} added in ${Date.now() - ordersStarted} ms.\n`,
    );
  }
} finally {
  await handle.close();
}
