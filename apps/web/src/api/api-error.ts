import type { ApiErrorBody, FieldErrors } from '@opentill/contract/http/api-error';

/** A request the server took but never answered (api-client.ts REQUEST_TIMEOUT_MS). */
export const SERVER_TIMED_OUT_MESSAGE =
  'The server did not answer in time. Check the connection and try again.';

/**
 * A failed API call: the HTTP status (0 when the network failed or the server did not
 * answer in time) and the camelCased body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  /** Status 0 because the server went silent, not because it could not be reached. */
  readonly isTimeout: boolean;

  constructor(
    status: number,
    body: ApiErrorBody | null,
    message?: string,
    { isTimeout = false }: { isTimeout?: boolean } = {},
  ) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.isTimeout = isTimeout;
  }

  /** What a timed-out request fails with: an unreachable server (status 0), in its own words. */
  static timedOut(): ApiError {
    return new ApiError(0, null, SERVER_TIMED_OUT_MESSAGE, { isTimeout: true });
  }

  /** The `detail` sentence of a 401/403/404/409/429 body, if there is one. */
  get detail(): string | undefined {
    const detail = this.body?.detail;
    return typeof detail === 'string' ? detail : undefined;
  }

  /** Field errors of a 400 body: each field's list of messages. */
  get fieldErrors(): FieldErrors {
    if (this.body === null || typeof this.body.detail === 'string') return {};
    const out: FieldErrors = {};
    for (const [field, value] of Object.entries(this.body)) {
      if (Array.isArray(value))
        out[field] = value.filter((m): m is string => typeof m === 'string');
      else if (typeof value === 'string') out[field] = [value];
    }
    return out;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isTimeoutError = (error: unknown): boolean => isApiError(error) && error.isTimeout;

/** The first message of each field, the way forms show server errors (DESIGN.md §5). */
export const getFirstFieldErrors = (error: unknown): Record<string, string> => {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (first !== undefined) out[field] = first;
  }
  return out;
};

/** A 403 already logs the user out with its own message (spec 001 §6): screens add nothing to it. */
export const isForbiddenError = (error: unknown): boolean =>
  isApiError(error) && error.status === 403;
