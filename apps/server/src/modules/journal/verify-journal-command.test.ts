import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';
import { cornerCafeId } from '@/testing/journal-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { appendJournal } from './journal.service.js';
import { describeJournalCheck, runVerifyJournal } from './verify-journal-command.js';

// `npm run admin -- verify-journal`: one line a person understands, and exit code 1
// when the journal is broken.

let t: TestApp;
let cafeId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafeId = await cornerCafeId(t.db);
  for (const amountPence of [100, 250, 400])
    await t.db.transaction((tx) =>
      appendJournal(tx, cafeId, {
        kind: 'drawer_movement',
        subjectId: null,
        payload: { movement: 'pay_in', amountPence, reason: 'Change' },
      }),
    );
});
afterAll(() => t.close());

describe('verify-journal', () => {
  it('says the journal is whole, and exits 0', async () => {
    expect(await runVerifyJournal(t.db)).toEqual({
      message: 'The money journal is whole: 3 entries of 1 merchant, every hash and link checked.',
      exitCode: 0,
    });
  });

  it('names the merchant, the entry and what happened to it, and exits 1', async () => {
    await t.db
      .update(journalEntries)
      .set({ payload: sql`jsonb_set(${journalEntries.payload}, '{amountPence}', '25000')` })
      .where(and(eq(journalEntries.clientId, cafeId), eq(journalEntries.seq, 2)));
    expect(await runVerifyJournal(t.db)).toEqual({
      message: `The money journal is broken at ${CORNER_CAFE.name} (merchant ${cafeId}), entry 2: it was changed after it was written (its hash no longer matches its contents).`,
      exitCode: 1,
    });
  });

  it('says which entry is missing, and which no longer follows the one before', () => {
    const broken = (reason: 'missing' | 'unlinked') => ({
      ok: false,
      entries: 1,
      merchants: 1,
      broken: { clientId: 'c0ffee00-0000-4000-8000-000000000000', seq: 2, reason },
    });
    expect(describeJournalCheck(broken('missing'), null)).toBe(
      'The money journal is broken at merchant c0ffee00-0000-4000-8000-000000000000, entry 2: it has been deleted (entries after it are still there).',
    );
    expect(describeJournalCheck(broken('unlinked'), 'Corner Café')).toBe(
      'The money journal is broken at Corner Café (merchant c0ffee00-0000-4000-8000-000000000000), entry 2: it no longer follows entry 1, which was replaced after it was written.',
    );
    expect(describeJournalCheck({ ok: true, entries: 12_345, merchants: 2 }, null)).toBe(
      'The money journal is whole: 12,345 entries of 2 merchants, every hash and link checked.',
    );
  });
});
