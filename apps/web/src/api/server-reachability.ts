import { useSyncExternalStore } from 'react';

/**
 * Whether the server answers, as the api client sees it: a network failure or a 5xx
 * marks it down (from the first such answer), every other answer marks it up again.
 * The offline banner and the till's offline checkout read it.
 */
type Reachability = { downSince: number | null };

let state: Reachability = { downSince: null };
const listeners = new Set<() => void>();

const set = (next: Reachability) => {
  if (next.downSince === state.downSince) return;
  state = next;
  for (const listener of listeners) listener();
};

export const reportServerDown = (now = Date.now()): void => {
  if (state.downSince === null) set({ downSince: now });
};

export const reportServerUp = (): void => set({ downSince: null });

export const readServerReachability = (): Reachability => state;

export const subscribeServerReachability = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Milliseconds since the server stopped answering, from `downSince`; null while it answers. */
export const useServerDownSince = (): number | null =>
  useSyncExternalStore(
    subscribeServerReachability,
    () => state.downSince,
    () => null,
  );

/** A failure that says nothing about the request itself: the server was not there to judge it. */
export const isUnreachableStatus = (status: number): boolean => status === 0 || status >= 500;

// The network itself gone is the server out of reach; its return is proved by an answer.
if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => reportServerDown());
  if (!navigator.onLine) reportServerDown();
}
