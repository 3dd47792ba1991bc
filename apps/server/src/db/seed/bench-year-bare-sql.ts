import { parseArgs } from 'node:util';
import {
  merchantDateKey,
  shiftWallClock,
  startOfLocalDay,
  startOfLocalHour,
} from '@opentill/contract/time/zoned-time';
import { eq } from 'drizzle-orm';
import { loadConfig } from '@/config.js';
import { openDatabase } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import { readHourlyRevenue } from '@/modules/reports/hourly-revenue.sql.js';
import { periodOfRange, wholeDaysOf } from '@/modules/reports/report-clock.js';
import { readTodayTotals } from '@/modules/reports/today-totals.sql.js';
import { readTopProducts } from '@/modules/reports/top-products.sql.js';
import { readTransactionBatch } from '@/modules/reports/transaction-batch.sql.js';
import { CSV_BATCH_ROWS } from '@/modules/reports/transaction-csv.js';
import {
  readTransactionCount,
  readTransactionPage,
} from '@/modules/reports/transaction-page.sql.js';
import { BENCH_YEAR } from './seed-bench-year.js';

// The reports bench's baseline (bench/reports.mjs): each report's SQL run bare, with
// no HTTP, auth or JSON around it. It calls the reports module's own statements with
// the parameters its services derive, through the same driver the server opens
// (DATABASE_URL, else PGlite under DATA_DIR), so a ratio against the endpoint is the
// cost of everything but the SQL. It lives beside the bench seed because it needs the
// server's module resolution. Prints {case: [ms, ...]} as JSON on stdout.

type BareCase =
  | { name: string; kind: 'today' | 'revenue' | 'transactions-page' }
  | { name: string; kind: 'top-products' | 'csv'; fromDate: string; toDate: string };

const { values } = parseArgs({
  options: {
    cases: { type: 'string' },
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    'csv-runs': { type: 'string', default: '3' },
    'budget-ms': { type: 'string', default: '60000' },
  },
});
const cases = JSON.parse(values.cases ?? '[]') as BareCase[];

const handle = await openDatabase(loadConfig());
const db = handle.db;

const [client] = await db
  .select({ id: clients.id, timeZone: clients.timeZone })
  .from(clients)
  .where(eq(clients.identifier, BENCH_YEAR.identifier));
if (!client) throw new Error('the bench year merchant is missing: seed it first');
const { id: clientId, timeZone } = client;

/** The statements each report's service runs, with the parameters it would derive now. */
const runCase = async (c: BareCase): Promise<number> => {
  const now = new Date();
  switch (c.kind) {
    case 'today': {
      const today = merchantDateKey(now, timeZone);
      return (
        await readTodayTotals(db, {
          clientId,
          start: startOfLocalDay(today, timeZone),
          now,
          lastWeekStart: startOfLocalDay(today, timeZone, -7),
          lastWeekNow: shiftWallClock(now, timeZone, -7),
        })
      ).length;
    }
    case 'revenue':
      return (
        await readHourlyRevenue(db, {
          clientId,
          timeZone,
          currentHourStart: startOfLocalHour(now, timeZone),
        })
      ).length;
    case 'transactions-page': {
      // The page and its count, concurrently, as getTransactionPage runs them.
      const [rows] = await Promise.all([
        readTransactionPage(db, { clientId, timeZone, limit: 50, offset: 0 }),
        readTransactionCount(db, clientId),
      ]);
      return rows.length;
    }
    case 'top-products': {
      const period = periodOfRange(c, timeZone);
      const wholeDays = wholeDaysOf(period, timeZone, merchantDateKey(now, timeZone));
      return (await readTopProducts(db, { clientId, timeZone, ...period, wholeDays })).length;
    }
    case 'csv': {
      // The export's keyset batches, without turning rows into CSV text.
      const period = periodOfRange(c, timeZone);
      let after: { paidAtKey: string; id: string } | null = null;
      let total = 0;
      for (;;) {
        const rows = await readTransactionBatch(db, {
          clientId,
          timeZone,
          ...period,
          after,
          limit: CSV_BATCH_ROWS,
        });
        total += rows.length;
        const last = rows.at(-1);
        if (!last || rows.length < CSV_BATCH_ROWS) return total;
        after = { paidAtKey: last.paidAtKey, id: last.id };
      }
    }
  }
};

const timings: Record<string, { ms: number[]; rows: number }> = {};
try {
  for (const c of cases) {
    const isCsv = c.kind === 'csv';
    const warmup = isCsv ? 1 : Number(values.warmup);
    const runs = Number(isCsv ? values['csv-runs'] : values.runs);
    const budget = Number(values['budget-ms']);
    // As bench/reports-support.mjs timeRuns: the warm-up and the runs stop early past the
    // budget (a quarter of it for the warm-up; at least one warm-up and 5 runs).
    let rows = 0;
    const warming = performance.now();
    for (let i = 0; i < warmup && (i === 0 || performance.now() - warming < budget / 4); i++)
      rows = await runCase(c);
    const ms: number[] = [];
    const started = performance.now();
    while (
      ms.length < runs &&
      (ms.length < Math.min(5, runs) || performance.now() - started < budget)
    ) {
      const t0 = performance.now();
      rows = await runCase(c);
      ms.push(performance.now() - t0);
    }
    timings[c.name] = { ms, rows };
    process.stderr.write(`bare ${c.name}: done\n`);
  }
} finally {
  await handle.close();
}
process.stdout.write(`${JSON.stringify(timings)}\n`);
