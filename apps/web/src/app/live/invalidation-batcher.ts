import type { QueryKey } from '@tanstack/react-query';

/** A burst (a sale is several events) becomes one refetch per screen... */
export const BATCH_QUIET_MS = 50;
/** ...but the first event of a burst never waits longer than this. */
export const BATCH_MAX_WAIT_MS = 100;

export type InvalidationBatcher = {
  add: (keys: readonly QueryKey[]) => void;
  /** Drops what is waiting (the stream closed). */
  cancel: () => void;
};

/**
 * Gathers query keys and hands them to `flush` once the events pause for BATCH_QUIET_MS,
 * or BATCH_MAX_WAIT_MS after the first, whichever comes first; each key once.
 */
export const createInvalidationBatcher = (
  flush: (keys: QueryKey[]) => void,
  now: () => number = Date.now,
): InvalidationBatcher => {
  const pending = new Map<string, QueryKey>();
  let firstAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    timer = undefined;
    const keys = [...pending.values()];
    pending.clear();
    if (keys.length > 0) flush(keys);
  };

  return {
    add: (keys) => {
      if (keys.length === 0) return;
      if (pending.size === 0) firstAt = now();
      for (const key of keys) pending.set(JSON.stringify(key), key);
      clearTimeout(timer);
      const untilMax = firstAt + BATCH_MAX_WAIT_MS - now();
      timer = setTimeout(run, Math.max(0, Math.min(BATCH_QUIET_MS, untilMax)));
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
};
