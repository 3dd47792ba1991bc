import type { EventBus } from '@/infra/events/event-bus.js';
import type { Principal } from './session.service.js';

/** A full cache is emptied rather than tracked entry by entry: a miss costs one query. */
const MAX_ENTRIES = 10_000;

type Entry = { principal: Principal; until: number };

/**
 * This process's memory of who a session is, so a till's requests skip the session
 * query (issue 18). An entry lives `ttlMs` at most, and never past its session's
 * expiry. It is forgotten sooner by `clear()`: on every write request that may change
 * a session, user, merchant, device or catalogue version (http/principal.ts), and when
 * another process changes one (a trigger notifies on the event bus). While the bus is
 * not listening (before it first connects, or after its connection drops) nothing is
 * remembered, since another process's change would go unheard. `ttlMs` 0 turns the cache
 * off: every request reads the session.
 */
export type PrincipalCache = {
  /** Whether a lookup may be answered from, and stored in, memory now. */
  readonly isOn: boolean;
  /** The generation a lookup starts in; `set` ignores a lookup older than the last clear. */
  generation(): number;
  get(sessionId: string, now: number): Principal | undefined;
  set(entry: {
    sessionId: string;
    principal: Principal;
    expiresAt: number;
    generation: number;
    now: number;
  }): void;
  clear(): void;
  readonly size: number;
};

const freezeRows = (principal: Principal): Principal => {
  // Shared by every request of the session: a handler that changed a row in place
  // would change it for the next request too, so that throws instead.
  for (const row of [principal.user, principal.client, principal.device]) {
    if (row) Object.freeze(row);
  }
  return Object.freeze(principal);
};

export const createPrincipalCache = (
  ttlMs: number,
  bus: Pick<EventBus, 'subscribe'>,
): PrincipalCache => {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let isHearing = false;
  const isOn = () => ttlMs > 0 && isHearing;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  if (ttlMs > 0) {
    bus.subscribe((note) => {
      if (note.kind === 'event') return;
      clear();
      if (note.kind === 'resync') isHearing = true;
      if (note.kind === 'lost') isHearing = false;
    });
  }
  return {
    get isOn() {
      return isOn();
    },
    generation: () => generation,
    get(sessionId, now) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until > now) return entry.principal;
      entries.delete(sessionId);
      return undefined;
    },
    set({ sessionId, principal, expiresAt, generation: startedIn, now }) {
      if (!isOn() || startedIn !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(sessionId, {
        principal: freezeRows(principal),
        until: Math.min(now + ttlMs, expiresAt),
      });
    },
    clear,
    get size() {
      return entries.size;
    },
  };
};
