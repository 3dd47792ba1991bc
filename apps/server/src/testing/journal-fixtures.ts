import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, journalEntries } from '@/db/schema/index.js';
import { CORNER_CAFE } from '@/db/seed/demo-constants.js';

// The money journal as tests read it (issue 16).

export type JournalRow = typeof journalEntries.$inferSelect;

/** A demo merchant's id, by its identifier. */
export const merchantIdOf = async (db: Db, identifier: string): Promise<string> => {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.identifier, identifier));
  if (!row) throw new Error(`no merchant ${identifier}`);
  return row.id;
};

export const cornerCafeId = (db: Db): Promise<string> => merchantIdOf(db, CORNER_CAFE.identifier);

/** The merchant's entries after `afterSeq` (all of them by default), in chain order. */
export const journalOf = (db: Db, clientId: string, afterSeq = 0): Promise<JournalRow[]> =>
  db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.clientId, clientId), gt(journalEntries.seq, afterSeq)))
    .orderBy(asc(journalEntries.seq));

/** The seq of the merchant's newest entry; 0 for an empty journal. */
export const lastSeqOf = async (db: Db, clientId: string): Promise<number> =>
  (await journalOf(db, clientId)).at(-1)?.seq ?? 0;
