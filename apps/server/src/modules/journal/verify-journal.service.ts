import { asc, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { journalEntries } from '@/db/schema/index.js';
import { GENESIS_HASH, hashJournalEntry } from './journal-hash.js';

/**
 * Why an entry breaks the chain:
 * - `missing`: this seq is not there though later ones are, so the entry was deleted;
 * - `edited`: its hash is not that of its own contents (seq and prev_hash included), so it
 *   was changed after it was written;
 * - `unlinked`: it matches its own hash, but its prev_hash is not the hash of the entry
 *   before it, so that one was replaced by another whose hash was recomputed.
 */
export type JournalBreak = {
  clientId: string;
  seq: number;
  reason: 'edited' | 'missing' | 'unlinked';
};

export type JournalCheck = {
  ok: boolean;
  /** Entries that checked out: all of them, or those before the first break. */
  entries: number;
  /** Merchants whose entries were checked. */
  merchants: number;
  broken?: JournalBreak;
};

type Row = typeof journalEntries.$inferSelect;
type Link = { clientId: string; seq: number; hash: string };

/** The first thing wrong with `row`, given the entry before it in its chain (none for a first). */
const breakOf = (row: Row, before: Link | null): JournalBreak | null => {
  const at = (seq: number, reason: JournalBreak['reason']) => ({
    clientId: row.clientId,
    seq,
    reason,
  });
  const expectedSeq = (before?.seq ?? 0) + 1;
  if (row.seq !== expectedSeq) return at(expectedSeq, 'missing');
  if (hashJournalEntry(row.prevHash, row) !== row.hash) return at(row.seq, 'edited');
  if (row.prevHash !== (before?.hash ?? GENESIS_HASH)) return at(row.seq, 'unlinked');
  return null;
};

/** The entries after `after` in (merchant, seq) order, which the primary key's index serves. */
const batchAfter = (db: Db, after: Link | null, batchSize: number): Promise<Row[]> =>
  db
    .select()
    .from(journalEntries)
    .where(
      after
        ? sql`(${journalEntries.clientId}, ${journalEntries.seq}) > (${after.clientId}::uuid, ${after.seq})`
        : undefined,
    )
    .orderBy(asc(journalEntries.clientId), asc(journalEntries.seq))
    .limit(batchSize);

/**
 * Walks every merchant's chain in (merchant, seq) order, `batchSize` entries at a time
 * (each batch its own statement, so memory holds one batch and no transaction stays open),
 * recomputes each hash and checks each link, and stops at the first broken entry.
 *
 * What it cannot see: entries deleted from the END of a chain (or a whole chain) leave
 * a shorter chain that is still whole. Only an anchor kept outside the table, such as the
 * last seq and hash printed on each Z report, shows that; without one, a missing tail is
 * accepted.
 */
export const verifyJournal = async (
  db: Db,
  { batchSize = 1_000 }: { batchSize?: number } = {},
): Promise<JournalCheck> => {
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batchSize must be a whole number of at least 1, not ${batchSize}`);
  let entries = 0;
  let merchants = 0;
  let before: Link | null = null;
  for (;;) {
    const rows = await batchAfter(db, before, batchSize);
    for (const row of rows) {
      const isFirst = before?.clientId !== row.clientId;
      if (isFirst) merchants += 1;
      const broken = breakOf(row, isFirst ? null : before);
      if (broken) return { ok: false, entries, merchants, broken };
      entries += 1;
      before = { clientId: row.clientId, seq: row.seq, hash: row.hash };
    }
    if (rows.length < batchSize) return { ok: true, entries, merchants };
  }
};
