import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.js';
import { openDatabase } from '@/db/client.js';
import { migrateDatabase } from '@/db/migrate.js';
import { BENCH_YEAR_DEFAULTS } from './bench-year-shape.js';
import { seedBenchYear } from './seed-bench-year.js';

// `npm run seed:bench-year -w apps/server -- [--days 365] [--orders-per-day 1350]`:
// the reports bench's year (seed-bench-year.ts) in the database the server would
// open (DATABASE_URL, else PGlite under DATA_DIR). Progress goes to stderr; the
// last line on stdout is JSON for bench/reports.mjs. Exit code 3: the database
// holds the merchant seeded otherwise, and must be emptied first.

const { values } = parseArgs({
  options: { days: { type: 'string' }, 'orders-per-day': { type: 'string' } },
});
const whole = (value: string | undefined, fallback: number, name: string) => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name} must be a whole number above 0, not "${value}"\n`);
    process.exit(2);
  }
  return n;
};
const params = {
  days: whole(values.days, BENCH_YEAR_DEFAULTS.days, 'days'),
  ordersPerDay: whole(values['orders-per-day'], BENCH_YEAR_DEFAULTS.ordersPerDay, 'orders-per-day'),
};

const handle = await openDatabase(loadConfig());
try {
  await migrateDatabase(handle);
  const started = performance.now();
  const result = await seedBenchYear(handle.db, params, new Date(), (done, total) =>
    process.stderr.write(`\rseeding the bench year: ${done}/${total} days`),
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (result.status === 'seeded') process.stderr.write('\n');
  process.stdout.write(`${JSON.stringify({ ...result, params, seconds })}\n`);
  if (result.status === 'mismatch') process.exitCode = 3;
} finally {
  await handle.close();
}
