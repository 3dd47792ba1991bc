import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import type { OutboxChannel } from '@/db/schema/values.js';
import {
  claimDue,
  insertSending,
  markFailed,
  markRetry,
  markSent,
  type OutboxMessage,
  type OutboxRow,
} from './outbox.js';
import { isOutOfAttempts, retryWaitMs } from './outbox-backoff.js';
import type { DeliveryProvider, ProviderAnswer } from './outbox-provider.js';

/** What the sender hears: sent, still on its way (the dispatcher retries it), or not sent. */
export type DeliveryResult =
  { id: string; status: 'sent' | 'queued' } | { id: string; status: 'failed'; reason: string };

export type SendOptions = {
  /**
   * The person who asked is told of a refusal at once (a 502 on their screen), so
   * it raises no alert. A message that fails later, after "queued", always does.
   */
  isRefusalShown?: boolean;
};

export type OutboxDelivery = {
  /** Writes the message and tries the provider, answering within `inlineWaitMs`. */
  send(message: OutboxMessage, options?: SendOptions): Promise<DeliveryResult>;
  /** One dispatcher pass: every due message gets one more try. Answers how many were tried. */
  dispatchDue(now?: Date): Promise<number>;
  /** Resolves when every try started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
};

export type OutboxDeliveryOptions = {
  db: Db;
  providers: Record<OutboxChannel, DeliveryProvider>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** A message the outbox gave up on; the merchant hears of it (an alert). */
  onFailed?: (db: Db, row: OutboxRow) => Promise<void>;
  /** How long a request waits on the provider before answering "queued". */
  inlineWaitMs?: number;
};

/** A till waits this long on a receipt at most; a slower provider finishes in the background. */
export const INLINE_WAIT_MS = 4_000;
/** Messages one dispatcher pass tries, so a pass stays short after an outage. */
const DISPATCH_BATCH = 50;

const TIMED_OUT = Symbol('timed out');

export const createOutboxDelivery = (options: OutboxDeliveryOptions): OutboxDelivery => {
  const { db, providers, log, onFailed } = options;
  const inlineWaitMs = options.inlineWaitMs ?? INLINE_WAIT_MS;
  const inFlight = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  const ask = (row: OutboxRow): Promise<ProviderAnswer> =>
    providers[row.channel].deliver(row).catch((error: unknown) => ({
      outcome: 'unavailable' as const,
      reason: (error as Error).message,
    }));

  const fail = async (row: OutboxRow, reason: string, isShown: boolean) => {
    const failed = await markFailed(db, row, reason);
    log.error(
      { outboxId: row.id, channel: row.channel, attempts: row.attempts, reason },
      'message not delivered; the outbox has given up on it',
    );
    if (failed && !isShown) await onFailed?.(db, failed);
  };

  /**
   * One try of a row this process holds; records the outcome, fenced by the attempt
   * number. `isRefusalShown` says, when the answer comes, whether a person is still
   * waiting for it and will see a refusal.
   */
  const attempt = async (row: OutboxRow, now: Date, isRefusalShown: () => boolean) => {
    const answer = await ask(row);
    if (answer.outcome === 'accepted') {
      await markSent(db, row, new Date(), providers[row.channel].keepsText);
      return { id: row.id, status: 'sent' } as const;
    }
    const isRefusal = answer.outcome === 'refused';
    if (isRefusal || isOutOfAttempts(row.attempts)) {
      await fail(row, answer.reason, isRefusal && isRefusalShown());
      return { id: row.id, status: 'failed', reason: answer.reason } as const;
    }
    const next = new Date(now.getTime() + retryWaitMs(row.attempts));
    await markRetry(db, row, next, answer.reason);
    log.warn(
      { outboxId: row.id, channel: row.channel, attempts: row.attempts, reason: answer.reason },
      'message not delivered yet; it will be tried again',
    );
    return { id: row.id, status: 'queued' } as const;
  };

  const logged = <T>(row: OutboxRow, work: Promise<T>): Promise<T | null> =>
    work.catch((error: unknown) => {
      // The row stays `sending`; when its lease lapses the dispatcher tries it again.
      log.error({ outboxId: row.id, err: (error as Error).message }, 'outbox bookkeeping failed');
      return null;
    });

  return {
    async send(message, sendOptions) {
      const now = new Date();
      const row = await insertSending(db, message, now);
      let isCallerWaiting = true;
      const isShown = () => isCallerWaiting && sendOptions?.isRefusalShown === true;
      const trying = track(logged(row, attempt(row, now, isShown)));
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), inlineWaitMs);
      });
      const first = await Promise.race([trying, waited]);
      clearTimeout(timer);
      isCallerWaiting = false;
      if (first === TIMED_OUT || first === null) return { id: row.id, status: 'queued' };
      return first;
    },

    async dispatchDue(now = new Date()) {
      const rows = await claimDue(db, now, DISPATCH_BATCH);
      for (const row of rows)
        await track(
          logged(
            row,
            attempt(row, now, () => false),
          ),
        );
      return rows.length;
    },

    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
};
