import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.js';
import { openDatabase } from '@/db/client.js';
import { migrateDatabase } from '@/db/migrate.js';
import { BENCH_SHOP, seedBench } from './seed-bench.js';
import { seedBenchOrders } from './seed-orders-bench.js';
import { seedDemo } from './seed-demo.js';
import { wholeNumberOption } from './whole-number-option.js';

// `npm run seed:bench -- [--days N] [--products M] [--bench-orders K]` (run by
// tsx, never bundled: benchmarks are no part of the production server). Opens
// and migrates the database as the server does; --days N seeds the demo
// merchants (unless there), --products M makes sure the bench merchant
// (bench-shop) holds at least M products, and --bench-orders K at least K
// orders (seed-orders-bench.ts).

const { values } = parseArgs({
  options: {
    days: { type: 'string' },
    products: { type: 'string' },
    'bench-orders': { type: 'string' },
  },
});
const days = wholeNumberOption('days', 'days', values.days);
const benchProducts = wholeNumberOption('products', 'products', values.products);
const benchOrders = wholeNumberOption('bench-orders', 'orders', values['bench-orders']);

const handle = await openDatabase(loadConfig());
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  return { result: await work(), ms: Date.now() - started };
};
try {
  await migrateDatabase(handle);
  if (days !== null) {
    const { result, ms } = await timed(() => seedDemo(handle.db, { days }));
    process.stdout.write(
      result.created
        ? `Seeded the demo merchants with ${days} days of orders in ${ms} ms.\n`
        : 'The demo merchants are already there.\n',
    );
  }
  if (benchProducts !== null) {
    const { result, ms } = await timed(() => seedBench(handle.db, benchProducts));
    process.stdout.write(
      `Bench merchant ${BENCH_SHOP.identifier} (${BENCH_SHOP.ownerEmail}): ${result.total} products, ` +
        `${result.added} added in ${ms} ms.\n`,
    );
  }
  if (benchOrders !== null) {
    const { result, ms } = await timed(() => seedBenchOrders(handle.db, benchOrders));
    process.stdout.write(
      `Bench merchant ${BENCH_SHOP.identifier}: ${result.total} orders, ${result.added} added in ${ms} ms.\n`,
    );
  }
} finally {
  await handle.close();
}
