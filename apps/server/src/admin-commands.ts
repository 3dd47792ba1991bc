import type { Db } from '@/db/client.js';
import { runVerifyJournal } from '@/modules/journal/verify-journal-command.js';
import { createSuperadmin, type MadeSuperadmin } from '@/modules/merchants/superadmin.service.js';

// What `npm run admin --` can do, apart from admin-cli.ts's opening of the database and
// writing to the terminal, so that a test can run a command on its own database.

export const ADMIN_USAGE = [
  'Usage: npm run admin -- create-superadmin EMAIL',
  '       npm run admin -- verify-journal',
  '',
].join('\n');

export type AdminOutcome = { output: string; exitCode: 0 | 1 };
export type AdminCommand = (db: Db, publicUrl: string) => Promise<AdminOutcome>;

const describeSuperadmin = ({ outcome, user, passwordLink }: MadeSuperadmin): string => {
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

/** The command the arguments ask for; null when they ask for none (print the usage). */
export const adminCommandOf = ([command, ...args]: readonly string[]): AdminCommand | null => {
  const [email] = args;
  if (command === 'create-superadmin' && email && args.length === 1)
    return async (db, publicUrl) => ({
      output: describeSuperadmin(await createSuperadmin(db, { email, publicUrl })),
      exitCode: 0,
    });
  if (command === 'verify-journal' && args.length === 0)
    return async (db) => {
      const { message, exitCode } = await runVerifyJournal(db);
      return { output: `${message}\n`, exitCode };
    };
  return null;
};
