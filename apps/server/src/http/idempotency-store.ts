import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { createCompiledStatements, createSlots } from '@/db/compiled-statements.js';
import { idempotencyKeys } from '@/db/schema/index.js';
import type { Job } from '@/infra/jobs/job-runner.js';

/**
 * A claim whose request has neither answered nor committed for this long is
 * taken to be dead (killed, out of memory, power cut), and a retry may take it
 * over. The money routes write their rows and seal the key in one transaction,
 * so a taken-over request can never commit as well (see sealClaim).
 */
export const CLAIM_LEASE_MS = 60_000;

/** Keys are kept this long: a till retries within minutes, never a day later. */
export const KEY_KEPT_MS = 24 * 60 * 60 * 1000;

export type Claim = { clientId: string; key: string; token: string };
export type ClaimRequest = Claim & { method: string; path: string; requestHash: string };
export type StoredKey = typeof idempotencyKeys.$inferSelect & { isExpired: boolean };

const whereKey = (claim: Pick<Claim, 'clientId' | 'key'>) =>
  and(eq(idempotencyKeys.clientId, claim.clientId), eq(idempotencyKeys.key, claim.key));

const whereOpenClaim = (claim: Claim) =>
  and(
    whereKey(claim),
    eq(idempotencyKeys.claimToken, claim.token),
    isNull(idempotencyKeys.statusCode),
  );

const leaseEnded = sql<boolean>`${idempotencyKeys.claimedAt} < now() - make_interval(secs => ${CLAIM_LEASE_MS / 1000})`;

/** The claim insert is on every idempotent request: its text is built once per shape. */
const claimStatements = createCompiledStatements();

/**
 * Writes the claim; false when the key is already there (another request's, or answered).
 * With `answer`, the key is written answered: the in-transaction mode's claim and seal at
 * once, inside the work's transaction. While another transaction holds the same key
 * uncommitted, the insert waits for it.
 */
export const insertClaim = async (
  db: Db,
  claim: ClaimRequest,
  answer?: { statusCode: number; body: unknown },
): Promise<boolean> => {
  const slots = createSlots();
  const row = slots.slotRow('claim', {
    clientId: claim.clientId,
    key: claim.key,
    method: claim.method,
    path: claim.path,
    requestHash: claim.requestHash,
    claimToken: claim.token,
    ...(answer ? { statusCode: answer.statusCode, responseBody: answer.body } : {}),
  });
  const rows = await claimStatements.run(db, slots, () =>
    db
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
  );
  return rows.length === 1;
};

export const readKey = async (
  db: Db,
  claim: Pick<Claim, 'clientId' | 'key'>,
): Promise<StoredKey | undefined> => {
  const [row] = await db
    .select({
      clientId: idempotencyKeys.clientId,
      key: idempotencyKeys.key,
      method: idempotencyKeys.method,
      path: idempotencyKeys.path,
      requestHash: idempotencyKeys.requestHash,
      claimToken: idempotencyKeys.claimToken,
      claimedAt: idempotencyKeys.claimedAt,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
      createdAt: idempotencyKeys.createdAt,
      isExpired: leaseEnded,
    })
    .from(idempotencyKeys)
    .where(whereKey(claim))
    .limit(1);
  return row;
};

/**
 * Takes over an expired claim, in one statement: only if it is still the claim
 * that was seen (same token), still unanswered and still past its lease, so
 * two retries racing for it cannot both win.
 */
export const takeOverClaim = async (db: Db, seen: StoredKey, claim: Claim): Promise<boolean> => {
  const rows = await db
    .update(idempotencyKeys)
    .set({ claimToken: claim.token, claimedAt: sql`now()` })
    .where(
      and(
        whereKey(claim),
        seen.claimToken === null
          ? isNull(idempotencyKeys.claimToken)
          : eq(idempotencyKeys.claimToken, seen.claimToken),
        isNull(idempotencyKeys.statusCode),
        leaseEnded,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
};

/**
 * Records the answer, if this request still holds the claim. Run inside the
 * transaction that writes the order or payment, it commits with them or not
 * at all; a false means a retry took the claim over, and the caller must roll back.
 */
export const sealClaim = async (
  db: Db,
  claim: Claim,
  answer: { statusCode: number; body: unknown },
): Promise<boolean> => {
  const rows = await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(whereOpenClaim(claim))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
};

/** A server failure changed nothing the caller can rely on: the key may be used again. */
export const releaseClaim = async (db: Db, claim: Claim): Promise<void> => {
  await db.delete(idempotencyKeys).where(whereOpenClaim(claim));
};

export const pruneIdempotencyKeys = async (db: Db, now: Date): Promise<void> => {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_KEPT_MS)));
};

/** The job runner's share of this table: old keys go, so it stays a day's size. */
export const idempotencyJobs: readonly Job[] = [
  { name: 'idempotency.prune', run: pruneIdempotencyKeys },
];
