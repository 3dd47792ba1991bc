import type { DemoSetting } from '@/config.js';
import type { Db } from '@/db/client.js';
import { hasAnyClient } from '@/modules/clients/client-settings.service.js';
import { hasDemo, seedDemo } from './seed-demo.js';

export type DemoDecisionInput = {
  setting: DemoSetting;
  /** The embedded PGlite (no DATABASE_URL) or a PostgreSQL server. */
  databaseKind: 'pglite' | 'pg';
  hasAnyMerchant: boolean;
};

/**
 * Whether start-up seeds the demo merchants, whose log-ins and password are
 * public. Asked for, always (seeding is idempotent); by default, only on a
 * first start of the embedded database, the one `npm start` tries out. A
 * PostgreSQL database is where real merchants live: never unasked.
 */
export const shouldSeedDemo = ({ setting, databaseKind, hasAnyMerchant }: DemoDecisionInput) => {
  if (setting !== 'auto') return setting === 'on';
  return databaseKind === 'pglite' && !hasAnyMerchant;
};

export type DemoAtStart = {
  /** Seeded by this start. */
  isSeeded: boolean;
  /** The demo merchants are in the database (seeded now or before): their log-ins may be shown. */
  isPresent: boolean;
};

export const seedDemoAtStart = async (
  db: Db,
  options: { setting: DemoSetting; databaseKind: 'pglite' | 'pg'; days: number },
): Promise<DemoAtStart> => {
  const isSeeding = shouldSeedDemo({
    setting: options.setting,
    databaseKind: options.databaseKind,
    hasAnyMerchant: options.setting === 'auto' && (await hasAnyClient(db)),
  });
  const { created } = isSeeding ? await seedDemo(db, { days: options.days }) : { created: false };
  return { isSeeded: created, isPresent: created || (await hasDemo(db)) };
};
