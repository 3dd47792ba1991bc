import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  type QueryKey,
} from '@tanstack/react-query';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { CONNECT_TIMEOUT_MS, createEventStream } from '@/api/event-stream';
import { EMPTY_SESSION, SESSION_QUERY_KEY } from '@/api/get-session';
import { BATCH_MAX_WAIT_MS } from '@/app/live/invalidation-batcher';
import { principalOf, useLiveUpdates } from '@/app/live/use-live-updates';
import { fakeSources } from '@/testing/fake-event-source';

const ORDER_ID = '0190d1f4-8a3b-7c2d-9e4f-123456789abc';
const KITCHEN: QueryKey = ['orders', 'kitchen', { page: 1 }];
const ALERTS: QueryKey = ['alerts', 'unseen-count'];
const KITCHEN_SCREEN = {
  id: 'screen-1',
  kind: 'screen',
  serialNumber: null,
  name: 'Kitchen',
} as const;
const SCREEN_SESSION: Session = { ...EMPTY_SESSION, device: KITCHEN_SCREEN };

const setUp = (session: Session = SCREEN_SESSION) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  queryClient.setQueryData(KITCHEN, { count: 0, results: [] });
  queryClient.setQueryData(ALERTS, 0);
  const sources = fakeSources();
  const stream = createEventStream({ createSource: sources.createSource });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useLiveUpdates(stream), { wrapper });
  const isStale = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, sources, stream, view, isStale };
};

const sendCreated = (source: ReturnType<ReturnType<typeof fakeSources>['latest']>, id: number) =>
  source.send('order.created', id, {
    id,
    type: 'order.created',
    order_id: ORDER_ID,
    order_version: 1,
    created_at: '2026-11-27T09:00:00Z',
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('principalOf', () => {
  it('is nobody without a person or a device, and changes with the business', () => {
    expect(principalOf(EMPTY_SESSION)).toBeNull();
    expect(principalOf(SCREEN_SESSION)).not.toBeNull();
    expect(principalOf(SCREEN_SESSION)).not.toBe(
      principalOf({ ...SCREEN_SESSION, device: { ...KITCHEN_SCREEN, id: 'screen-2' } }),
    );
  });
});

describe('useLiveUpdates', () => {
  it('opens no stream while nobody is signed in', () => {
    const { sources, stream } = setUp(EMPTY_SESSION);
    expect(sources.made).toHaveLength(0);
    expect(stream.getState()).toBe('off');
  });

  it('makes the screens an event changes stale within the batching window', () => {
    const { sources, isStale } = setUp();
    act(() => sources.latest().open());
    act(() => sendCreated(sources.latest(), 5));
    expect(isStale(KITCHEN)).toBe(false);
    act(() => vi.advanceTimersByTime(BATCH_MAX_WAIT_MS));
    expect(isStale(KITCHEN)).toBe(true);
    expect(isStale(ALERTS)).toBe(false);
  });

  it('holds an event back while a change of this tab is on its way', () => {
    const { sources, queryClient, isStale } = setUp();
    const mutating = vi.spyOn(queryClient, 'isMutating').mockReturnValue(1);
    act(() => sources.latest().open());
    act(() => sendCreated(sources.latest(), 5));
    act(() => vi.advanceTimersByTime(500));
    expect(isStale(KITCHEN)).toBe(false);
    mutating.mockReturnValue(0);
    act(() => vi.advanceTimersByTime(200));
    expect(isStale(KITCHEN)).toBe(true);
  });

  it('lets a fetch already on its way finish, then fetches again', async () => {
    const { queryClient, sources } = setUp();
    const answers: ((page: unknown) => void)[] = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: KITCHEN,
      queryFn: () => new Promise((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);
    act(() => sources.latest().open());
    act(() => sendCreated(sources.latest(), 5));
    await act(() => vi.advanceTimersByTimeAsync(BATCH_MAX_WAIT_MS));
    expect(answers).toHaveLength(1);
    await act(async () => {
      answers[0]?.({ count: 1, results: [] });
      await vi.advanceTimersByTimeAsync(BATCH_MAX_WAIT_MS);
    });
    expect(answers).toHaveLength(2);
    unsubscribe();
  });

  it('refreshes everything live when the stream cannot connect', () => {
    const { isStale, stream } = setUp();
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS + BATCH_MAX_WAIT_MS));
    expect(stream.getState()).toBe('down');
    expect(isStale(KITCHEN)).toBe(true);
    expect(isStale(ALERTS)).toBe(true);
  });

  it('tries again at once when the browser is back online', () => {
    const { sources } = setUp();
    act(() => sources.latest().fail(true));
    act(() => window.dispatchEvent(new Event('online')));
    expect(sources.made).toHaveLength(2);
  });

  it('closes the stream when unmounted', () => {
    const { sources, stream, view } = setUp();
    act(() => sources.latest().open());
    view.unmount();
    expect(sources.latest().isClosed).toBe(true);
    expect(stream.getState()).toBe('off');
  });
});
