import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { journalEntries } from '@/db/schema/index.js';
import { GENESIS_HASH, hashJournalEntry, type JournalPayload } from './journal-hash.js';

export type { JournalPayload } from './journal-hash.js';

/** The money events the journal keeps (issue 16). A discount is journalled with its paid order. */
export type JournalKind =
  | 'order_paid'
  | 'payment_part'
  | 'refund'
  | 'void'
  | 'drawer_open'
  | 'drawer_movement'
  | 'drawer_close'
  | 'z_report';

export type JournalEntryInput = {
  kind: JournalKind;
  /** The row the event is about: the order, refund, drawer session or movement, Z report. */
  subjectId: string | null;
  /** What happened, as JSON: money in integer pence, times as ISO strings. */
  payload: JournalPayload;
};

export type AppendedEntry = { seq: number; hash: string };

/**
 * Each round of the loop is lost only to an entry another transaction committed in the
 * meantime, so the journal always moves on; the bound turns a bug into an error, not a hang.
 */
const MAX_ROUNDS = 1_000;

const lastEntry = async (tx: Db, clientId: string) => {
  const [last] = await tx
    .select({ seq: journalEntries.seq, hash: journalEntries.hash })
    .from(journalEntries)
    .where(eq(journalEntries.clientId, clientId))
    .orderBy(desc(journalEntries.seq))
    .limit(1);
  return last ?? { seq: 0, hash: GENESIS_HASH };
};

/**
 * Appends a money event to the merchant's journal, inside the caller's transaction, so the
 * entry exists exactly when the event does: seq = last + 1, prev_hash = the last entry's
 * hash, hash = sha256(prev_hash + canonical JSON of the entry).
 *
 * Appends of one merchant are serialised by the primary key (client_id, seq) itself, at
 * the cost of one SELECT and one INSERT: the insert skips on conflict, and a transaction
 * that read the last entry while another was appending waits at its insert for that one
 * to commit (or roll back, and then takes the seq itself), finds it has lost the seq, and
 * reads again. An advisory lock would cost a third statement on every payment. So an
 * entry is written only once the one before it has committed, and a verifier running
 * meanwhile never sees a gap that is not there.
 *
 * The wait is held until commit, like a lock: call this after the transaction's row locks
 * (order, payment, drawer session, the merchant's receipt number) and before recordEvent,
 * whose lock must stay the last one taken, so that no two transactions wait on each other.
 */
export const appendJournal = async (
  tx: Db,
  clientId: string,
  entry: JournalEntryInput,
): Promise<AppendedEntry> => {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const last = await lastEntry(tx, clientId);
    const fields = { ...entry, clientId, seq: last.seq + 1, createdAt: new Date() };
    const hash = hashJournalEntry(last.hash, fields);
    const [inserted] = await tx
      .insert(journalEntries)
      .values({ ...fields, prevHash: last.hash, hash })
      .onConflictDoNothing({ target: [journalEntries.clientId, journalEntries.seq] })
      .returning({ seq: journalEntries.seq });
    if (inserted) return { seq: inserted.seq, hash };
  }
  throw new Error(`journal of merchant ${clientId}: no free seq after ${MAX_ROUNDS} rounds`);
};
