import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '@/db/schema/index.js';
import { cornerCafeId } from '@/testing/journal-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { appendJournal } from '@/modules/journal/journal.service.js';
import { adminCommandOf } from './admin-commands.js';

// `npm run admin -- …` as admin-cli.ts runs it, on the test's own database.

const PUBLIC_URL = 'http://opentill.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = async (...args: string[]) => {
  const command = adminCommandOf(args);
  if (!command) throw new Error(`no command for ${args.join(' ')}`);
  return command(t.db, PUBLIC_URL);
};

describe('npm run admin', () => {
  it('asks for the usage when the arguments name no command', () => {
    expect(adminCommandOf([])).toBeNull();
    expect(adminCommandOf(['create-superadmin'])).toBeNull();
    expect(adminCommandOf(['verify-journal', 'extra'])).toBeNull();
  });

  it('still makes a superadmin, with the link to choose a password', async () => {
    const made = await run('create-superadmin', 'ops@opentill.example');
    expect(made.exitCode).toBe(0);
    expect(made.output).toMatch(
      /^ops@opentill\.example is a new superadmin of OpenTill\.\nTo choose a password, open this link within an hour .*\n {2}http:\/\/opentill\.test\/reset-password\?\S+\n$/,
    );
  });

  it('verify-journal prints one line, and exits 1 once an entry was deleted', async () => {
    const clientId = await cornerCafeId(t.db);
    for (const reason of ['Float top-up', 'Milk', 'Window cleaner'])
      await t.db.transaction((tx) =>
        appendJournal(tx, clientId, {
          kind: 'drawer_movement',
          subjectId: null,
          payload: { movement: 'pay_out', amountPence: 500, reason },
        }),
      );
    expect(await run('verify-journal')).toEqual({
      output: 'The money journal is whole: 3 entries of 1 merchant, every hash and link checked.\n',
      exitCode: 0,
    });

    await t.db
      .delete(journalEntries)
      .where(and(eq(journalEntries.clientId, clientId), eq(journalEntries.seq, 2)));
    const broken = await run('verify-journal');
    expect(broken.exitCode).toBe(1);
    expect(broken.output).toMatch(
      /^The money journal is broken at Corner Café \(merchant [0-9a-f-]{36}\), entry 2: it has been deleted \(entries after it are still there\)\.\n$/,
    );
  });
});
