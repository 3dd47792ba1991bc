import { useEffect } from 'react';
import {
  partialMatchKey,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { clearResponseCache } from '@/api/api-client';
import { eventStream, type EventStream, type StreamMessage } from '@/api/event-stream';
import { useSession } from '@/api/get-session';
import { createInvalidationBatcher } from '@/app/live/invalidation-batcher';
import { ALL_LIVE_QUERY_KEYS, queryKeysForEvent } from '@/app/live/live-query-keys';

/** While a change of this tab's own is on its way, its optimistic screen is not overwritten... */
const HOLD_WHILE_MUTATING_MS = 100;
/** ...for longer than this; the change's own refetch follows it anyway. */
const MAX_HOLDS = 20;

/** Who the stream is for: a new person, screen or business opens a new one. */
export const principalOf = ({ user, device, client }: Session): string | null =>
  user === null && device === null
    ? null
    : JSON.stringify([client?.id ?? null, user?.id ?? null, device?.id ?? null]);

const keysFor = (message: StreamMessage): readonly QueryKey[] =>
  message.kind === 'event' ? queryKeysForEvent(message.event) : ALL_LIVE_QUERY_KEYS;

/** A query already fetching is refetched once that answer is in, checked this often. */
const RECHECK_MS = 50;

const matchesAny = (keys: readonly QueryKey[]) => (query: Query) =>
  keys.some((key) => partialMatchKey(query.queryKey, key));

/**
 * One refetch per matching query, however many of the keys it matches. A query already
 * fetching is left to finish (cancelling it would hide a change it may already carry, as
 * a sale's `paid` would hide its `created`) and is returned, to be fetched again after.
 */
export const invalidateLiveQueries = (
  queryClient: QueryClient,
  keys: readonly QueryKey[],
): QueryKey[] => {
  // A request already on its way may have left before the change: never share its answer.
  clearResponseCache();
  const matches = matchesAny(keys);
  const isFetching = (query: Query) => query.state.fetchStatus === 'fetching';
  const busy = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => matches(query) && isFetching(query) })
    .map((query) => query.queryKey);
  void queryClient.invalidateQueries({
    predicate: (query) => matches(query) && !isFetching(query),
  });
  return busy;
};

/**
 * Opens the tab's event stream while someone (a person, a terminal, a kitchen screen) is
 * signed in, and turns its events into refetches of the screens they change. When the
 * stream goes down every live screen is fetched at once, which also starts their polling.
 */
export const useLiveUpdates = (stream: EventStream = eventStream): void => {
  const queryClient = useQueryClient();
  const principal = principalOf(useSession());

  useEffect(() => {
    if (principal === null) return undefined;
    const holdThenFlush = (keys: readonly QueryKey[], holds = 0) => {
      if (queryClient.isMutating() > 0 && holds < MAX_HOLDS) {
        setTimeout(() => holdThenFlush(keys, holds + 1), HOLD_WHILE_MUTATING_MS);
        return;
      }
      refetchNowOrAfter(keys);
    };
    const refetchNowOrAfter = (keys: readonly QueryKey[]) => {
      const busy = invalidateLiveQueries(queryClient, keys);
      if (busy.length > 0) setTimeout(() => refetchNowOrAfter(busy), RECHECK_MS);
    };
    const batcher = createInvalidationBatcher(holdThenFlush);
    const stop = stream.start((message) => batcher.add(keysFor(message)));
    const unsubscribe = stream.subscribe(() => {
      if (stream.getState() === 'down') batcher.add(ALL_LIVE_QUERY_KEYS);
    });
    const retry = () => stream.retryNow();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      unsubscribe();
      batcher.cancel();
      stop();
    };
  }, [principal, queryClient, stream]);
};
