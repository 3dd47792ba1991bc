import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { categories, clients, productOptionSets, products } from '@/db/schema/index.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import { insertInBatches } from './batch-insert.js';
import { benchCategories, benchProductRows, ensureBenchOptionSets } from './bench-catalogue.js';
import { DEMO_PASSWORD, DEMO_TERMINAL_PIN, DEMO_TIME_ZONE } from './demo-constants.js';
import { createIdFactory } from './prng.js';
import { seedMerchant, type MerchantDef } from './seed-merchant.js';

// `npm run seed:bench -- --products N`: a third merchant for `npm run bench`, kept
// out of the default demo so the demo stays small and readable.

export const BENCH_SHOP = {
  identifier: 'bench-shop',
  ownerEmail: 'owner@bench.example',
  cashier: { username: 'Bench', pin: null, colour: '#5e35b1', hasEditPermission: true },
} as const;

const benchShop: MerchantDef = {
  identifier: BENCH_SHOP.identifier,
  name: 'Bench Shop',
  timeZone: DEMO_TIME_ZONE,
  features: { featureInStore: true },
  waitTimeMinutes: 15,
  deliveryCostPence: 0,
  deliveryCostCutoffPence: 0,
  vatRegistered: true,
  vatNumber: 'GB111222333',
  opens: '00:00',
  closes: '23:59',
  users: [
    {
      email: BENCH_SHOP.ownerEmail,
      groups: ['owner'],
      firstName: 'Bench',
      lastName: 'Owner',
      phone: '',
    },
  ],
  cashiers: [BENCH_SHOP.cashier],
};

// Any fixed number, apart from the demo's: two seeders of the bench take turns.
const BENCH_LOCK_KEY = 74_112_004;

const findBench = async (db: Db) =>
  (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.identifier, BENCH_SHOP.identifier))
  )[0];

const createBench = async (db: Db, createdAt: Date): Promise<string> => {
  const [password, terminalPin] = await Promise.all([
    hashSecret(DEMO_PASSWORD),
    hashSecret(DEMO_TERMINAL_PIN),
  ]);
  const { clientId } = await seedMerchant(db, benchShop, {
    newId: createIdFactory(BENCH_SHOP.identifier),
    hashes: { password, pins: new Map([[DEMO_TERMINAL_PIN, terminalPin]]) },
    terminalPin: DEMO_TERMINAL_PIN,
    createdAt,
  });
  await db.insert(categories).values(benchCategories(clientId, createdAt));
  return clientId;
};

/**
 * Makes sure the bench merchant exists with at least `productCount` live
 * products; runs again add only what is missing, so the command is idempotent.
 */
export const seedBench = async (
  db: Db,
  productCount: number,
  now = new Date(),
): Promise<{ created: boolean; added: number; total: number }> => {
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new Error(`products must be a whole number, not ${productCount}`);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BENCH_LOCK_KEY})`);
    const existing = await findBench(tx);
    const clientId = existing?.id ?? (await createBench(tx, now));
    const live = and(eq(products.clientId, clientId), isNull(products.deletedAt));
    const have = (await tx.select({ n: count() }).from(products).where(live))[0]?.n ?? 0;
    const shelves = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.clientId, clientId), isNotNull(categories.parentCategoryId)))
      .orderBy(categories.slug);
    // Product i always sits on shelf i mod 40, so a top-up keeps each shelf's positions dense.
    const shelfIds = shelves.map((s) => s.id);
    const sets = await ensureBenchOptionSets(tx, clientId, now);
    const rows = Array.from({ length: Math.max(0, productCount - have) }, (_, i) =>
      benchProductRows(clientId, have + i, shelfIds, now, sets),
    );
    await insertInBatches(
      tx,
      products,
      rows.map((r) => r.product),
    );
    await insertInBatches(
      tx,
      productOptionSets,
      rows.flatMap((r) => r.links),
    );
    // Fresh statistics, so the planner hash-joins the listing: PGlite runs no autovacuum.
    await tx.execute(
      sql`analyze categories, products, product_option_sets, option_sets, option_choices`,
    );
    return { created: !existing, added: rows.length, total: have + rows.length };
  });
};
