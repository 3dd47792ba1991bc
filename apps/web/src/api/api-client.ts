import { camelizeKeys, snakeizeKeys, toSnakeKey } from '@opentill/contract/case-conversion';
import type { ApiErrorBody } from '@opentill/contract/http/api-error';
import { ApiError } from '@/api/api-error';
import { emitApiEvent } from '@/api/api-events';
import { getMerchantIdentifier, getScreenId } from '@/api/client-storage';
import { CSRF_COOKIE, readCookie } from '@/api/cookies';
import { createResponseCache } from '@/api/response-cache';
import { mayReuseAnswer } from '@/api/response-cache-policy';
import {
  readTextWithin,
  REQUEST_TIMEOUT_MS,
  startDeadline,
  UPLOAD_TIMEOUT_MS,
  type Deadline,
} from '@/api/request-deadline';
import { reportServerDown, reportServerUp } from '@/api/server-reachability';

export const API_BASE = '/api/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** A JSON body (keys are sent in snake_case) or FormData, sent as it is. */
  body?: unknown;
  /** Query values; keys are sent in snake_case, null and undefined are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The log-out call itself must not start another log out when it is refused. */
  skipAuthEvents?: boolean;
  /** Extra headers, e.g. `Idempotency-Key` on order create and pay (DESIGN.md §3). */
  headers?: Record<string, string>;
  /** A GET that must reach the server: no stored answer, no sharing a request on its way. */
  fresh?: boolean;
  /**
   * The body as the wire spells it (snake_case keys), not converted: for a list of
   * thousands whose conversion would hold the page up, converted item by item when used.
   */
  keepWireCase?: boolean;
  /**
   * How long the server may stay silent before the call fails with a timeout: 20 s, or
   * 120 s for a file sent up (request-deadline.ts). Null for a call that waits on purpose.
   * Identical GETs sharing one request share the first caller's limit.
   */
  timeoutMs?: number | null;
};

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `orders/orderadmin` → `/api/orders/orderadmin/`; the slash goes before any query string. */
export const buildApiUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const [rawPath = '', rawQuery] = path.split('?', 2);
  const trimmed = rawPath.replace(/^\/+/, '');
  const withSlash = trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
  const params = new URLSearchParams(rawQuery);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== null && value !== undefined) params.append(toSnakeKey(key), String(value));
  const search = params.toString();
  return `${API_BASE}${withSlash}${search === '' ? '' : `?${search}`}`;
};

const buildHeaders = (
  method: HttpMethod,
  body: unknown,
  extra: Record<string, string> = {},
): Headers => {
  // The caller's own headers first, so the client's conventions below always win.
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  if (body !== undefined && !(body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  if (UNSAFE_METHODS.has(method)) {
    const csrfToken = readCookie(CSRF_COOKIE);
    if (csrfToken !== null) headers.set('X-CSRFToken', csrfToken);
  }
  const merchant = getMerchantIdentifier();
  if (merchant !== null) headers.set('X-DT-SCHEMA', merchant);
  const screenId = getScreenId();
  if (screenId !== null) headers.set('Authorization', `Screen ${screenId}`);
  return headers;
};

const encodeBody = (body: unknown): BodyInit | undefined => {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(snakeizeKeys(body));
};

const readBody = async (
  response: Response,
  deadline: Deadline,
  keepWireCase = false,
): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await readTextWithin(response, deadline);
  if (text === '') return undefined;
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  if (!isJson) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return keepWireCase && response.ok ? parsed : camelizeKeys(parsed);
  } catch {
    return text;
  }
};

const toErrorBody = (body: unknown): ApiErrorBody | null =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as ApiErrorBody) : null;

const responseCache = createResponseCache();

/** Forgets every cached answer: after a change, on log out, and when the page is pulled to refresh. */
export const clearResponseCache = (): void => responseCache.clear();

const timeoutOf = ({ timeoutMs, body }: ApiRequestOptions): number | null =>
  timeoutMs !== undefined
    ? timeoutMs
    : body instanceof FormData
      ? UPLOAD_TIMEOUT_MS
      : REQUEST_TIMEOUT_MS;

/**
 * The caller gave up. By name, not `instanceof DOMException`: an AbortController of another
 * realm (jsdom's in the tests) makes a DOMException that is not this window's.
 */
const isAbortError = (cause: unknown): boolean =>
  typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'AbortError';

const exchange = async <T>(
  url: string,
  method: HttpMethod,
  options: ApiRequestOptions,
  deadline: Deadline,
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: buildHeaders(method, options.body, options.headers),
      body: encodeBody(options.body),
      signal: deadline.signal,
    });
  } catch (cause) {
    if (isAbortError(cause)) throw cause;
    reportServerDown();
    throw new ApiError(0, null, 'The server could not be reached');
  }
  if (response.status >= 500) reportServerDown();
  else reportServerUp();
  const body = await readBody(response, deadline, options.keepWireCase);
  if (response.ok) return body as T;
  if (!options.skipAuthEvents) {
    if (response.status === 403) emitApiEvent('forbidden', url);
    if (response.status === 401) emitApiEvent('unauthorized', url);
  }
  throw new ApiError(response.status, toErrorBody(body));
};

/**
 * One request within its deadline. A timeout is an unreachable server (status 0, so the
 * till sells offline and screens say so), worded for what happened. It is safe to try
 * again: order create, pay, add items, a refund's record, a tip share and a drawer
 * movement carry an Idempotency-Key, so a request the server did get counts once.
 */
const send = async <T>(
  url: string,
  method: HttpMethod,
  options: ApiRequestOptions,
  signal: AbortSignal | undefined,
): Promise<T> => {
  const deadline = startDeadline(timeoutOf(options), signal);
  try {
    return await exchange<T>(url, method, options, deadline);
  } catch (cause) {
    if (!deadline.hasExpired()) throw cause;
    reportServerDown();
    throw ApiError.timedOut();
  } finally {
    deadline.release();
  }
};

/** What decides a GET's answer besides its address: who asks, and whether a refusal logs out. */
const cacheKey = (url: string, options: ApiRequestOptions): string =>
  JSON.stringify([
    url,
    getMerchantIdentifier(),
    getScreenId(),
    options.skipAuthEvents === true,
    options.keepWireCase === true,
    options.headers ?? {},
  ]);

/**
 * The one way the web app talks to the server (DESIGN.md §3, spec 001 §7). Resolves
 * with the camelCased body; rejects with an ApiError. Any 403 is reported as a
 * `forbidden` event (the app logs out), a 401 as `unauthorized`. GETs go through the
 * response cache (response-cache.ts); any other method clears it, before and after.
 */
export const apiRequest = async <T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> => {
  const method = options.method ?? 'GET';
  const url = buildApiUrl(path, options.query);
  if (method !== 'GET') {
    // Before and after: a GET answered while the change was being made is not kept either.
    responseCache.clear();
    try {
      return await send<T>(url, method, options, options.signal);
    } finally {
      responseCache.clear();
    }
  }
  return (await responseCache.get(cacheKey(url, options), {
    mayReuseAnswer: mayReuseAnswer(url),
    isFresh: options.fresh,
    signal: options.signal,
    load: (signal) => send(url, method, options, signal),
  })) as T;
};

type BodylessOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
