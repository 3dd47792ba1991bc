/**
 * The client reports what the app must react to (any 403 logs out, a 401 means the
 * session ended) without knowing about the router or the query cache.
 */
export type ApiEvent = 'forbidden' | 'unauthorized';
export type ApiEventListener = (event: { type: ApiEvent; path: string }) => void;

const listeners = new Set<ApiEventListener>();

/** Returns a function that removes the listener. */
export const onApiEvent = (listener: ApiEventListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitApiEvent = (type: ApiEvent, path: string): void => {
  for (const listener of listeners) listener({ type, path });
};
