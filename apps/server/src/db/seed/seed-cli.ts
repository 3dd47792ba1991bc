import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.js';
import { openDatabase } from '@/db/client.js';
import { migrateDatabase } from '@/db/migrate.js';
import { seedDemo } from './seed-demo.js';
import { wholeNumberOption } from './whole-number-option.js';

// `npm run seed -- --days N`: opens the database the way the server does
// (DATABASE_URL, else PGlite under DATA_DIR), migrates it, then seeds the demo
// merchants unless they are already there. Asking is enough: it seeds a
// PostgreSQL database too. The bench merchant has a CLI of its own
// (seed-bench-cli.ts), kept out of the production bundle.

const { values } = parseArgs({ options: { days: { type: 'string' } } });
const config = loadConfig();
const days = wholeNumberOption('days', 'days', values.days) ?? config.seedDays;

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
} finally {
  await handle.close();
}
