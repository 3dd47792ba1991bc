import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** A value that survives a round trip through jsonb unchanged, so its hash can be recomputed. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** An entry's own data: what the chain's hashes cover. Money in it is integer pence. */
export type JournalPayload = { [key: string]: JsonValue };

/** The prev_hash of a merchant's first entry: nothing came before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** Everything about an entry that its hash covers; the hash and prev_hash are the chain. */
export type HashedFields = {
  clientId: string;
  seq: number;
  kind: string;
  subjectId: string | null;
  /** As appended, or as read back from jsonb to be checked. */
  payload: Readonly<Record<string, unknown>>;
  createdAt: Date;
};

/**
 * sha256, in hex, of the previous entry's hash followed by this entry's canonical JSON
 * (RFC 8785: sorted keys, one spelling per number and string), so the same entry read
 * back from jsonb, whatever order its keys come in, hashes the same. The merchant is
 * covered too, so a chain copied to another merchant does not verify there. Uuids are
 * lower-cased as PostgreSQL prints them, and the time is ISO with milliseconds, which
 * timestamptz keeps exactly.
 */
export const hashJournalEntry = (prevHash: string, entry: HashedFields): string => {
  const canonical = canonicalize({
    clientId: entry.clientId.toLowerCase(),
    seq: entry.seq,
    kind: entry.kind,
    subjectId: entry.subjectId?.toLowerCase() ?? null,
    payload: entry.payload,
    createdAt: entry.createdAt.toISOString(),
  });
  if (canonical === undefined) throw new Error('a journal entry has no JSON form');
  return createHash('sha256').update(prevHash).update(canonical).digest('hex');
};
