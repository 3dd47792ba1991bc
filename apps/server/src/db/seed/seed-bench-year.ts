import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { categories, clients, customers, productOptionSets, products } from '@/db/schema/index.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import { insertInBatches } from './batch-insert.js';
import { benchCategories, benchProductRows, ensureBenchOptionSets } from './bench-catalogue.js';
import { insertBenchYearBatch } from './bench-year-orders.js';
import { benchYearDays, type BenchYearParams } from './bench-year-shape.js';
import { DEMO_PASSWORD, DEMO_TERMINAL_PIN, DEMO_TIME_ZONE } from './demo-constants.js';
import { createIdFactory } from './prng.js';
import { seedMerchant, type MerchantDef } from './seed-merchant.js';

// The reports bench's merchant (`seed-bench-year-cli.ts`): a café with a year of
// trading, made once into a database kept for the bench and found again on later
// runs. A mark row records the parameters it was made with, so a run with other
// parameters is told to start from an empty database instead of mixing two years.

export const BENCH_YEAR = {
  identifier: 'bench-year',
  ownerEmail: 'owner@bench-year.example',
  reportingEmail: 'reports@bench-year.example',
  password: DEMO_PASSWORD,
} as const;

const CASHIERS = ['Amy', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay'];
const COLOURS = ['#5e35b1', '#1e88e5', '#43a047', '#f4511e', '#8e24aa', '#00897b'];
const PRODUCTS = 40;
const CUSTOMERS = 8_000;
/** Days per statement: about 10,000 orders, well inside memory on PGlite. */
const DAYS_PER_BATCH = 7;

const merchant: MerchantDef = {
  identifier: BENCH_YEAR.identifier,
  name: 'Bench Year Café',
  timeZone: DEMO_TIME_ZONE,
  features: { featureInStore: true, featureEatIn: true, featureTakeaway: true },
  waitTimeMinutes: 10,
  deliveryCostPence: 0,
  deliveryCostCutoffPence: 0,
  vatRegistered: true,
  vatNumber: 'GB111222333',
  opens: '07:00',
  closes: '22:00',
  users: [
    {
      email: BENCH_YEAR.ownerEmail,
      groups: ['owner'],
      firstName: 'Year',
      lastName: 'Owner',
      phone: '',
    },
    {
      email: BENCH_YEAR.reportingEmail,
      groups: ['reporting'],
      firstName: 'Year',
      lastName: 'Reports',
      phone: '',
    },
  ],
  cashiers: CASHIERS.map((username, i) => ({
    username,
    pin: null,
    colour: COLOURS[i] ?? '#9e9e9e',
    hasEditPermission: false,
  })),
};

export type BenchYearSummary = {
  orders: number;
  payments: number;
  refunds: number;
  /** The year's first and last local dates, 'yyyy-MM-dd'. */
  fromDate: string;
  toDate: string;
  seededAt: string;
  /** How long seeding took, reported again on the runs that find the year. */
  seconds: number;
};

export type BenchYearResult =
  | { status: 'seeded' | 'present'; summary: BenchYearSummary }
  | { status: 'mismatch'; found: string };

const paramsKey = (params: BenchYearParams) =>
  `days=${params.days};ordersPerDay=${params.ordersPerDay};v=1`;

// Kept outside the app's schema on purpose: only the bench database has it.
const ensureMarkTable = (db: Db) =>
  db.execute(sql`create table if not exists bench_seed_marks (
    name text primary key, params text not null, summary jsonb not null)`);

/** Rows of a raw statement: drizzle types execute's result per driver, both have rows. */
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const readMark = async (db: Db) =>
  (
    await rowsOf<{ params: string; summary: BenchYearSummary | string }>(
      db,
      sql`select params, summary from bench_seed_marks where name = ${BENCH_YEAR.identifier}`,
    )
  )[0] ?? null;

const createMerchant = async (db: Db, createdAt: Date) => {
  const [password, terminalPin] = await Promise.all([
    hashSecret(DEMO_PASSWORD),
    hashSecret(DEMO_TERMINAL_PIN),
  ]);
  const seeded = await seedMerchant(db, merchant, {
    newId: createIdFactory(BENCH_YEAR.identifier),
    hashes: { password, pins: new Map([[DEMO_TERMINAL_PIN, terminalPin]]) },
    terminalPin: DEMO_TERMINAL_PIN,
    createdAt,
  });
  const clientId = seeded.clientId;
  const cats = benchCategories(clientId, createdAt);
  await db.insert(categories).values(cats);
  const shelfIds = cats.filter((c) => c.parentCategoryId).map((c) => c.id ?? '');
  const sets = await ensureBenchOptionSets(db, clientId, createdAt);
  const rows = Array.from({ length: PRODUCTS }, (_, i) =>
    benchProductRows(clientId, i, shelfIds, createdAt, sets),
  );
  await insertInBatches(
    db,
    products,
    rows.map((r) => ({ ...r.product, stock: null })),
  );
  await insertInBatches(
    db,
    productOptionSets,
    rows.flatMap((r) => r.links),
  );
  await insertInBatches(
    db,
    customers,
    Array.from({ length: CUSTOMERS }, (_, i) => ({
      clientId,
      name: `Year Customer ${i + 1}`,
      // Ofcom's drama range: never a real number.
      phone: `0161 496 ${String(i % 10_000).padStart(4, '0')}`,
      postcode: ['M1 1AE', 'SW1A 1AA', 'E1 6AN', 'N16 7UX', 'EC2A 4PH'][i % 5] ?? '',
      email: '',
    })),
  );
  return seeded;
};

const countRows = async (db: Db, clientId: string) => {
  const [counts] = await rowsOf<{ orders: number; payments: number; refunds: number }>(
    db,
    sql`
    select (select count(*) from orders where client_id = ${clientId}::uuid)::int as orders,
           (select count(*) from payments where client_id = ${clientId}::uuid)::int as payments,
           (select count(*) from refunds where client_id = ${clientId}::uuid)::int as refunds`,
  );
  if (!counts) throw new Error('counting the bench year returned no row');
  return counts;
};

/**
 * Seeds the year unless it is there already with the same parameters. A database
 * holding the merchant without a matching mark (other parameters, or a run that
 * stopped half way) is reported as a mismatch and left alone.
 */
export const seedBenchYear = async (
  db: Db,
  params: BenchYearParams,
  now = new Date(),
  onProgress: (done: number, total: number) => void = () => {},
): Promise<BenchYearResult> => {
  await ensureMarkTable(db);
  const mark = await readMark(db);
  const [existing] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`${clients.identifier} = ${BENCH_YEAR.identifier}`);
  if (mark?.params === paramsKey(params)) {
    const summary = typeof mark.summary === 'string' ? JSON.parse(mark.summary) : mark.summary;
    return { status: 'present', summary: summary as BenchYearSummary };
  }
  if (mark || existing) return { status: 'mismatch', found: mark?.params ?? 'an unfinished seed' };

  const started = performance.now();
  const seeded = await createMerchant(db, now);
  const days = benchYearDays(params, now, DEMO_TIME_ZONE);
  const ctx = {
    clientId: seeded.clientId,
    timeZone: DEMO_TIME_ZONE,
    cashierIds: seeded.cashierIds,
  };
  let next = 1;
  for (let start = 0; start < days.length; start += DAYS_PER_BATCH) {
    const batch = days.slice(start, start + DAYS_PER_BATCH);
    const size = batch.reduce((n, d) => n + d.orders, 0);
    await db.transaction(async (tx) => {
      // Consistent by construction: skip the per-row foreign-key triggers, which cost
      // more than the inserts (a bench seed, never the app's path).
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertBenchYearBatch(tx, ctx, batch, next);
    });
    next += size;
    onProgress(Math.min(start + DAYS_PER_BATCH, days.length), days.length);
  }
  await db.execute(
    sql`update clients set next_order_number = ${next} where id = ${ctx.clientId}::uuid`,
  );
  // Statistics and the visibility map as autovacuum would leave them on a live server;
  // PGlite runs no autovacuum, and index-only scans need the visibility map.
  await db.execute(
    sql`vacuum analyze orders, order_items, order_item_options, payments, refunds, customers`,
  );
  const counts = await countRows(db, ctx.clientId);
  const summary: BenchYearSummary = {
    ...counts,
    fromDate: days[0]?.date ?? '',
    toDate: days.at(-1)?.date ?? '',
    seededAt: now.toISOString(),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  await db.execute(sql`insert into bench_seed_marks (name, params, summary)
    values (${BENCH_YEAR.identifier}, ${paramsKey(params)}, ${JSON.stringify(summary)}::jsonb)`);
  return { status: 'seeded', summary };
};
