import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { journalEntries } from '@/db/schema/index.js';
import { HARBOUR_FISH } from '@/db/seed/demo-constants.js';
import { cornerCafeId, merchantIdOf } from '@/testing/journal-fixtures.js';
import { createTestApp, type TestApp } from '@/testing/test-app.js';
import { appendJournal } from './journal.service.js';
import { hashJournalEntry } from './journal-hash.js';
import { verifyJournal } from './verify-journal.service.js';

// The verifier walks each merchant's chain and names the first entry that was edited,
// deleted or replaced after it was written (issue 16).

let t: TestApp;
let cafeId: string;
let harbourId: string;
beforeAll(async () => {
  t = await createTestApp();
  cafeId = await cornerCafeId(t.db);
  harbourId = await merchantIdOf(t.db, HARBOUR_FISH.identifier);
});
afterAll(() => t.close());

/** `count` pay-outs of 1p, 2p … appended to the merchant's journal, each in its own transaction. */
const append = async (clientId: string, count: number) => {
  for (let i = 1; i <= count; i += 1)
    await t.db.transaction((tx) =>
      appendJournal(tx, clientId, {
        kind: 'drawer_movement',
        subjectId: null,
        payload: { movement: 'pay_out', amountPence: i, reason: `Milk ${i}` },
      }),
    );
};
const entry = (clientId: string, seq: number) =>
  and(eq(journalEntries.clientId, clientId), eq(journalEntries.seq, seq));

beforeEach(async () => {
  await t.db.delete(journalEntries);
  await append(cafeId, 5);
  await append(harbourId, 3);
});

describe('verifyJournal', () => {
  it('passes an empty journal', async () => {
    await t.db.delete(journalEntries);
    expect(await verifyJournal(t.db)).toEqual({ ok: true, entries: 0, merchants: 0 });
  });

  it('passes whole chains, whatever batches the walk takes them in', async () => {
    const whole = { ok: true, entries: 8, merchants: 2 };
    expect(await verifyJournal(t.db)).toEqual(whole);
    // Batches of 2 and 3 end inside a chain and across the step from one merchant to the next.
    expect(await verifyJournal(t.db, { batchSize: 2 })).toEqual(whole);
    expect(await verifyJournal(t.db, { batchSize: 3 })).toEqual(whole);
  });

  it('catches an edited entry, naming it', async () => {
    await t.db
      .update(journalEntries)
      .set({ payload: sql`jsonb_set(${journalEntries.payload}, '{amountPence}', '300')` })
      .where(entry(cafeId, 3));
    const check = await verifyJournal(t.db, { batchSize: 2 });
    expect(check).toMatchObject({
      ok: false,
      broken: { clientId: cafeId, seq: 3, reason: 'edited' },
    });
  });

  it('catches an entry whose time was moved', async () => {
    await t.db
      .update(journalEntries)
      .set({ createdAt: sql`${journalEntries.createdAt} - interval '1 day'` })
      .where(entry(harbourId, 2));
    expect((await verifyJournal(t.db)).broken).toEqual({
      clientId: harbourId,
      seq: 2,
      reason: 'edited',
    });
  });

  it('catches a deleted entry in the middle of a chain, naming the one missing', async () => {
    await t.db.delete(journalEntries).where(entry(cafeId, 3));
    // The walk takes merchants in id order: Harbour's whole chain may come first.
    const isHarbourFirst = harbourId < cafeId;
    expect(await verifyJournal(t.db)).toEqual({
      ok: false,
      entries: isHarbourFirst ? 3 + 2 : 2,
      merchants: isHarbourFirst ? 2 : 1,
      broken: { clientId: cafeId, seq: 3, reason: 'missing' },
    });
  });

  it('catches a deleted first entry', async () => {
    await t.db.delete(journalEntries).where(entry(harbourId, 1));
    expect((await verifyJournal(t.db)).broken).toEqual({
      clientId: harbourId,
      seq: 1,
      reason: 'missing',
    });
  });

  it('catches an edit whose hash was recomputed: the next entry no longer follows it', async () => {
    const [row] = await t.db.select().from(journalEntries).where(entry(cafeId, 2));
    if (!row) throw new Error('entry 2 is missing');
    const payload = { ...row.payload, amountPence: 0 };
    await t.db
      .update(journalEntries)
      .set({ payload, hash: hashJournalEntry(row.prevHash, { ...row, payload }) })
      .where(entry(cafeId, 2));
    expect((await verifyJournal(t.db)).broken).toEqual({
      clientId: cafeId,
      seq: 3,
      reason: 'unlinked',
    });
  });

  it('catches a delete hidden by renumbering the entries after it', async () => {
    await t.db.delete(journalEntries).where(entry(cafeId, 3));
    // One at a time, upwards: the primary key is checked row by row.
    for (const seq of [4, 5])
      await t.db
        .update(journalEntries)
        .set({ seq: seq - 1 })
        .where(entry(cafeId, seq));
    // Its seq is part of what entry 4, now 3, hashed.
    expect((await verifyJournal(t.db)).broken).toEqual({
      clientId: cafeId,
      seq: 3,
      reason: 'edited',
    });
  });

  it('catches a first entry made to start from another hash', async () => {
    const [row] = await t.db.select().from(journalEntries).where(entry(harbourId, 1));
    if (!row) throw new Error('entry 1 is missing');
    const prevHash = 'f'.repeat(64);
    await t.db
      .update(journalEntries)
      .set({ prevHash, hash: hashJournalEntry(prevHash, row) })
      .where(entry(harbourId, 1));
    expect((await verifyJournal(t.db)).broken).toEqual({
      clientId: harbourId,
      seq: 1,
      reason: 'unlinked',
    });
  });

  // Documents the limit: without an anchor outside the table (a Z report's printed seq and
  // hash), a chain cut short at its end is still a whole chain.
  it('cannot see entries deleted from the end of a chain', async () => {
    await t.db.delete(journalEntries).where(entry(cafeId, 5));
    expect(await verifyJournal(t.db)).toEqual({ ok: true, entries: 7, merchants: 2 });
  });
});
