/**
 * The response cache of spec 001 §7: "holds 256 entries with 60 s de-duplication".
 *
 * - Identical GETs made while one is on its way share that one request (always).
 * - An answer the policy allows may be reused by identical GETs for 60 s; at most 256
 *   such answers are kept, the least recently used going first.
 * - `clear()` forgets everything, and a request already on its way when it is called
 *   neither stores its answer nor is shared afterwards: the api client clears on every
 *   unsafe request, so nothing read before a change is shown after it.
 *
 * Hand-written rather than lru-cache (exact, but about 6 KB gzip in every screen's first
 * load) or quick-lru (small, but its two-generation eviction can hold twice the limit).
 */

export const RESPONSE_CACHE_MAX_ENTRIES = 256;
export const RESPONSE_CACHE_MAX_AGE_MS = 60_000;

export type ResponseCacheOptions = {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
};

export type CachedLoad = {
  /** May a stored answer be reused, and this one stored? In-flight sharing applies anyway. */
  mayReuseAnswer: boolean;
  /** Skip stored answers and requests on their way; the new answer is stored as usual. */
  isFresh?: boolean;
  signal?: AbortSignal;
  /** Makes the request; aborted once every caller sharing it has given up. */
  load: (signal: AbortSignal) => Promise<unknown>;
};

type InFlight = {
  key: string;
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
};

const abortError = () => new DOMException('The request was aborted.', 'AbortError');

/** Each caller gets its own copy, so one screen changing an answer cannot change another's. */
const copyOf = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

export const createResponseCache = ({
  maxEntries = RESPONSE_CACHE_MAX_ENTRIES,
  maxAgeMs = RESPONSE_CACHE_MAX_AGE_MS,
  now = Date.now,
}: ResponseCacheOptions = {}) => {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  const answers = new Map<string, { value: unknown; storedAt: number }>();
  const inFlight = new Map<string, InFlight>();

  const readAnswer = (key: string): { value: unknown } | null => {
    const entry = answers.get(key);
    if (entry === undefined) return null;
    answers.delete(key);
    if (now() - entry.storedAt >= maxAgeMs) return null;
    answers.set(key, entry);
    return { value: entry.value };
  };

  const storeAnswer = (key: string, value: unknown) => {
    answers.delete(key);
    answers.set(key, { value, storedAt: now() });
    while (answers.size > maxEntries) {
      const oldest = answers.keys().next().value;
      if (oldest === undefined) break;
      answers.delete(oldest);
    }
  };

  const start = (key: string, request: CachedLoad): InFlight => {
    const controller = new AbortController();
    const flight: InFlight = { key, promise: Promise.resolve(), controller, waiting: 0 };
    flight.promise = request.load(controller.signal).then((value) => {
      // Only the request still registered under its key may store: clear() unregisters it.
      if (inFlight.get(key) === flight && request.mayReuseAnswer) storeAnswer(key, value);
      return value;
    });
    const forget = () => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
    };
    flight.promise.then(forget, forget);
    inFlight.set(key, flight);
    return flight;
  };

  /** This caller's wait on a shared request; its abort stops the request once nobody waits. */
  const follow = (flight: InFlight, signal: AbortSignal | undefined): Promise<unknown> => {
    if (signal?.aborted) return Promise.reject(abortError());
    flight.waiting += 1;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        flight.waiting -= 1;
        if (flight.waiting === 0) {
          // Nobody waits: stop it, and let the next identical GET start afresh.
          if (inFlight.get(flight.key) === flight) inFlight.delete(flight.key);
          flight.controller.abort();
        }
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(copyOf(value));
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  };

  return {
    get: (key: string, request: CachedLoad): Promise<unknown> => {
      if (request.isFresh !== true) {
        const answer = request.mayReuseAnswer ? readAnswer(key) : null;
        if (answer !== null) return Promise.resolve(copyOf(answer.value));
        const flight = inFlight.get(key);
        if (flight !== undefined) return follow(flight, request.signal);
      }
      return follow(start(key, request), request.signal);
    },
    /** Forgets every answer and request on its way (after a change, a log out, a refresh). */
    clear: (): void => {
      answers.clear();
      inFlight.clear();
    },
    /** How many answers are stored (tests). */
    size: (): number => answers.size,
  };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;
