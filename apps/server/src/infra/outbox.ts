import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { outbox, type OutboxAttachment } from '@/db/schema/index.js';
import type { OutboxChannel } from '@/db/schema/values.js';

// The outbox table: each row one mail or text on its way (DESIGN.md §12). Every
// write after the first is fenced by the row's attempt number, so a try that
// outlived its lease can never overwrite what a later try recorded.

export type OutboxMessage = {
  clientId?: string | null;
  channel: OutboxChannel;
  recipient: string;
  subject?: string | null;
  body: string;
  attachments?: readonly OutboxAttachment[];
  /** What the message is, for people, e.g. 'The receipt for order #12'. */
  topic?: string | null;
};

export type OutboxRow = typeof outbox.$inferSelect;

/** A try never lasts longer than the providers' own time limits, well inside this. */
export const SENDING_LEASE_MS = 2 * 60_000;

// Once a real provider has the message, its text (which may hold a one-time link) is not kept.
const DELIVERED_BODY = '(delivered; the text is not kept)';

const leaseEnd = (now: Date) => new Date(now.getTime() + SENDING_LEASE_MS);

const thisAttempt = (row: Pick<OutboxRow, 'id' | 'attempts'>) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'sending'));

/** Writes the message as its first try begins, so a crash mid-try leaves it to the dispatcher. */
export const insertSending = async (
  db: Db,
  message: OutboxMessage,
  now: Date,
): Promise<OutboxRow> => {
  const [row] = await db
    .insert(outbox)
    .values({
      clientId: message.clientId ?? null,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      attachments: message.attachments?.length ? [...message.attachments] : null,
      topic: message.topic ?? null,
      status: 'sending',
      attempts: 1,
      nextAttemptAt: leaseEnd(now),
    })
    .returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
};

/**
 * Takes up to `limit` rows that are due (queued, or sending with a lapsed lease),
 * each for one more try. SKIP LOCKED lets processes dispatch side by side, each
 * taking other rows; the update gives each row a new lease before its lock goes.
 */
export const claimDue = async (db: Db, now: Date, limit: number): Promise<OutboxRow[]> => {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.status, ['queued', 'sending']), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseEnd(now) })
    .where(inArray(outbox.id, due))
    .returning();
};

export const markSent = async (
  db: Db,
  row: OutboxRow,
  now: Date,
  keepsText: boolean,
): Promise<void> => {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      nextAttemptAt: null,
      lastError: null,
      ...(keepsText ? {} : { body: DELIVERED_BODY, attachments: null }),
    })
    .where(thisAttempt(row));
};

export const markRetry = async (
  db: Db,
  row: OutboxRow,
  nextAttemptAt: Date,
  error: string,
): Promise<void> => {
  await db
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt, lastError: error })
    .where(thisAttempt(row));
};

/** The row as it failed, or null when a later try had already taken it over. */
export const markFailed = async (
  db: Db,
  row: OutboxRow,
  error: string,
): Promise<OutboxRow | null> => {
  const [failed] = await db
    .update(outbox)
    .set({ status: 'failed', nextAttemptAt: null, lastError: error })
    .where(thisAttempt(row))
    .returning();
  return failed ?? null;
};

/** A merchant's message, for a screen waiting on it; null when it is not theirs. */
export const findClientMessage = async (
  db: Db,
  clientId: string,
  id: string,
): Promise<Pick<OutboxRow, 'id' | 'status' | 'lastError'> | null> => {
  const [row] = await db
    .select({ id: outbox.id, status: outbox.status, lastError: outbox.lastError })
    .from(outbox)
    .where(and(eq(outbox.clientId, clientId), eq(outbox.id, id)));
  return row ?? null;
};
