import { vi } from 'vitest';

export type StubReply = { status?: number; body?: unknown };
/**
 * Answers by "METHOD /api/path/" (query string ignored); a key ending in `*` answers every
 * path it begins (for ids made at random, such as a uti); unlisted calls get a 404.
 */
export type StubRoutes = Record<string, StubReply | ((init: RequestInit) => StubReply)>;

export type FetchCall = { method: string; url: string; headers: Headers; body: unknown };

export const stubFetch = (routes: StubRoutes) => {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, url, headers: new Headers(init.headers), body });
    const key = `${method} ${url.split('?')[0]}`;
    const route =
      routes[key] ??
      Object.entries(routes).find(
        ([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
      )?.[1];
    const reply =
      typeof route === 'function'
        ? route(init)
        : (route ?? { status: 404, body: { detail: 'Not found.' } });
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};
