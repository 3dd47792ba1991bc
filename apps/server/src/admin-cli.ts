import path from 'node:path';
import { loadConfig } from '@/config.js';
import { openDatabase } from '@/db/client.js';
import { migrateDatabase } from '@/db/migrate.js';
import { ADMIN_USAGE, adminCommandOf } from '@/admin-commands.js';

// `npm run admin -- create-superadmin EMAIL` and `npm run admin -- verify-journal`: the
// platform's own chores, from the command line of the machine that runs OpenTill. Opens
// the database as the server does (DATABASE_URL, else PGlite under DATA_DIR) and
// migrates it first; the commands themselves are in admin-commands.ts.

const run = adminCommandOf(process.argv.slice(2));
if (!run) {
  process.stderr.write(ADMIN_USAGE);
  process.exit(2);
}

// npm runs this inside apps/server; `npm start` keeps its data beside the command that ran it.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({
  ...process.env,
  DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data'),
});
const handle = await openDatabase(config);
try {
  await migrateDatabase(handle);
  const { output, exitCode } = await run(handle.db, config.publicUrl);
  process.stdout.write(output);
  process.exitCode = exitCode;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
