import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { jobLeases } from '@/db/schema/index.js';

/**
 * Takes or renews the lease on a job in one atomic statement: the row is
 * written when there is none, when the last holder's lease has expired, or when
 * the caller already holds it. Two processes racing for it both run this
 * statement; PostgreSQL's row lock on the conflicting row lets one through and
 * the other sees the new holder, so only one gets a row back. Times are the
 * database's clock, which every process shares.
 */
export const acquireLease = async (
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> => {
  const expiresAt = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: sql`${jobLeases.expiresAt} <= now() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1;
};

/** Gives the lease up on shutdown, so another process takes the job at its next tick. */
export const releaseLease = async (db: Db, name: string, holder: string): Promise<void> => {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
};
