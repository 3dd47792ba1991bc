import path from 'node:path';
import { loadConfig } from '@/config.js';
import { openDatabase } from '@/db/client.js';
import { migrateDatabase } from '@/db/migrate.js';
import { createSuperadmin, type MadeSuperadmin } from '@/modules/merchants/superadmin.service.js';

// `npm run admin -- create-superadmin EMAIL`: the platform's own chores, from the
// command line of the machine that runs OpenTill. Opens the database as the server
// does (DATABASE_URL, else PGlite under DATA_DIR) and migrates it first.

const USAGE = 'Usage: npm run admin -- create-superadmin EMAIL\n';

const describe = ({ outcome, user, passwordLink }: MadeSuperadmin): string => {
  const lines = {
    created: `${user.email} is a new superadmin of OpenTill.`,
    promoted: `${user.email} is now a superadmin, as well as a member of their merchant.`,
    unchanged: `${user.email} is already a superadmin; nothing changed.`,
  };
  const link = passwordLink
    ? [
        'To choose a password, open this link within an hour (run the command again for a new one):',
        `  ${passwordLink}`,
      ]
    : ['They log in with the password they already have.'];
  return [lines[outcome], ...link, ''].join('\n');
};

const [command, email, ...rest] = process.argv.slice(2);
if (command !== 'create-superadmin' || !email || rest.length > 0) {
  process.stderr.write(USAGE);
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
  process.stdout.write(
    describe(await createSuperadmin(handle.db, { email, publicUrl: config.publicUrl })),
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
