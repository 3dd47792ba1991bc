import { useSyncExternalStore } from 'react';

/**
 * What the till's search box holds, outside React state: a keystroke re-renders the
 * box and the results, never the till screen around them (the toolbar, the cart).
 */
export type TillSearchStore = {
  getQuery: () => string;
  setQuery: (query: string) => void;
  subscribe: (listener: () => void) => () => void;
};

export const createTillSearchStore = (): TillSearchStore => {
  let query = '';
  const listeners = new Set<() => void>();
  return {
    getQuery: () => query,
    setQuery: (next) => {
      if (next === query) return;
      query = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export const useSearchQuery = (store: TillSearchStore): string =>
  useSyncExternalStore(store.subscribe, store.getQuery);

/** Whether anything is typed: the screen swaps the level for the results only when this flips. */
export const useIsSearching = (store: TillSearchStore): boolean =>
  useSyncExternalStore(store.subscribe, () => store.getQuery().trim() !== '');
