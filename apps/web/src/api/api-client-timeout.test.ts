import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/api/api-client';
import { ApiError, isTimeoutError, SERVER_TIMED_OUT_MESSAGE } from '@/api/api-error';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@/api/request-deadline';
import { readServerReachability, reportServerUp } from '@/api/server-reachability';

// A network that half drops takes the request and never answers: every call gives up
// after a silence, with words a person understands, and a caller's own abort still works.

/** A server that takes the request and says nothing until the request is aborted. */
const silentServer = () => {
  const fetchMock = vi.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** An answer whose JSON arrives in parts, `gapMs` apart; after `parts` it stalls if asked. */
const slowAnswer = (parts: string[], gapMs: number, { stalls = false } = {}) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      parts.forEach((part, index) =>
        setTimeout(
          () => {
            controller.enqueue(encoder.encode(part));
            if (index === parts.length - 1 && !stalls) controller.close();
          },
          gapMs * (index + 1),
        ),
      );
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'application/json' } })),
  );
};

const settled = <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: unknown; isDone: boolean } = { isDone: false };
  promise.then(
    (value) => Object.assign(state, { value, isDone: true }),
    (error: unknown) => Object.assign(state, { error, isDone: true }),
  );
  return state;
};

beforeEach(() => {
  vi.useFakeTimers();
  reportServerUp();
});

afterEach(() => {
  vi.useRealTimers();
  reportServerUp();
});

describe('a request the server never answers', () => {
  it('fails after 20 s as an unreachable server, saying it did not answer in time', async () => {
    silentServer();
    const call = settled(api.post('orders/orders', {}, { headers: { 'Idempotency-Key': 'k-1' } }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(call.isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({ status: 0, message: SERVER_TIMED_OUT_MESSAGE });
    expect(isTimeoutError(call.error)).toBe(true);
    // The offline banner and the till's offline checkout go by this.
    expect(readServerReachability().downSince).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a GET shared through the response cache the same end', async () => {
    silentServer();
    const first = settled(api.get('session'));
    const second = settled(api.get('session'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(isTimeoutError(first.error)).toBe(true);
    expect(isTimeoutError(second.error)).toBe(true);
  });

  it('waits as long as a call asks, or without limit when it waits on purpose', async () => {
    silentServer();
    const short = settled(api.get('orders/slots', { timeoutMs: 5_000 }));
    const patient = settled(api.get('orders/long-wait', { timeoutMs: null }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isTimeoutError(short.error)).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * REQUEST_TIMEOUT_MS);
    expect(patient.isDone).toBe(false);
  });

  it('gives a file sent up two minutes', async () => {
    silentServer();
    const upload = settled(api.patch('users/me', new FormData()));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(upload.isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    expect(isTimeoutError(upload.error)).toBe(true);
  });
});

describe('a caller’s own abort', () => {
  it('still stops the request as an abort, not a timeout, and leaves no timer behind', async () => {
    silentServer();
    const controller = new AbortController();
    const call = settled(api.post('drawer/sessions', {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({ name: 'AbortError' });
    expect(isTimeoutError(call.error)).toBe(false);
    expect(readServerReachability().downSince).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is kept when the caller’s own limit is shorter than the default', async () => {
    silentServer();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 8_000);
    const call = settled(api.get('drawer/sessions/current', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(8_000);
    expect(call.error).toMatchObject({ name: 'AbortError' });
  });
});

describe('a long answer', () => {
  it('is not cut while its parts keep arriving, however long it takes in all', async () => {
    const parts = ['[', '"a",', '"b",', '"c"', ']'];
    slowAnswer(parts, REQUEST_TIMEOUT_MS - 1_000);
    const call = settled(api.get('report/export'));
    await vi.advanceTimersByTimeAsync(parts.length * REQUEST_TIMEOUT_MS);
    expect(call.value).toEqual(['a', 'b', 'c']);
  });

  it('times out when it stalls halfway', async () => {
    slowAnswer(['[', '"a",'], 1_000, { stalls: true });
    const call = settled(api.get('report/export'));
    await vi.advanceTimersByTimeAsync(2_000 + REQUEST_TIMEOUT_MS);
    expect(isTimeoutError(call.error)).toBe(true);
  });
});
