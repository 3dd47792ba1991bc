import { addMinutes } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients } from '@/db/schema/index.js';
import { hashSecret } from '@/modules/auth/password-hash.js';
import { CORNER_CAFE, DEMO_CASHIERS, DEMO_PASSWORD, DEMO_TERMINAL_PIN } from './demo-constants.js';
import { seedCornerCafe } from './seed-corner-cafe.js';
import { seedHarbourFish } from './seed-harbour-fish.js';
import { seedSupport } from './seed-support.js';
import type { SecretHashes } from './seed-merchant.js';

export type SeedDemoOptions = {
  /** Days of order history ending today (today only up to `now`); 0 leaves just today's open orders. */
  days: number;
  /** The moment the history ends; defaults to the current time. */
  now?: Date;
};

// Any fixed number: processes starting together on one PostgreSQL take turns.
const SEED_LOCK_KEY = 74_112_003;

/** Whether the demo merchants are there (Corner Café stands for both). */
export const hasDemo = async (db: Db): Promise<boolean> => {
  const found = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, CORNER_CAFE.identifier))
    .limit(1);
  return found.length > 0;
};

const prepareHashes = async (): Promise<SecretHashes> => {
  const pins = [DEMO_TERMINAL_PIN, DEMO_CASHIERS.sam.pin];
  const [password, ...pinHashes] = await Promise.all([DEMO_PASSWORD, ...pins].map(hashSecret));
  if (!password) throw new Error('hashing failed');
  return { password, pins: new Map(pins.map((pin, i) => [pin, pinHashes[i] ?? ''])) };
};

/**
 * Seeds the two demo merchants (Corner Café with `days` days of orders, and
 * Harbour Fish Bar) and the demo superadmin in one transaction. Idempotent: if Corner Café exists it
 * does nothing and returns `{ created: false }`.
 */
export const seedDemo = async (db: Db, options: SeedDemoOptions): Promise<{ created: boolean }> => {
  if (!Number.isInteger(options.days) || options.days < 0) {
    throw new Error(`days must be a whole number of days, not ${options.days}`);
  }
  if (await hasDemo(db)) return { created: false };
  const now = options.now ?? new Date();
  const createdAt = addMinutes(now, -(options.days + 30) * 24 * 60);
  const hashes = await prepareHashes();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Checked again under the lock: another process may have seeded meanwhile.
    if (await hasDemo(tx)) return { created: false };
    const context = { days: options.days, now, createdAt, hashes };
    await seedCornerCafe(tx, context);
    await seedHarbourFish(tx, context);
    await seedSupport(tx, context);
    return { created: true };
  });
};
