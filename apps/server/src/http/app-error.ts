import { PERMISSION_DENIED_DETAIL } from '@opentill/contract/http/api-error';

export type AppErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'payload_too_large'
  | 'bad_gateway';

const statusByCode: Record<AppErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // Well-formed, but not what this key was first used for (Idempotency-Key reuse).
  unprocessable: 422,
  rate_limited: 429,
  payload_too_large: 413,
  // A provider we hand work to (SMS, SMTP) refused or failed: not the caller's fault, and worth a retry.
  bad_gateway: 502,
};

/**
 * What a service throws. `userMessage` is safe to show; `fields` maps wire
 * (snake_case) field names to their messages for a 400.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    readonly userMessage: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(userMessage);
    this.status = statusByCode[code];
  }

  static field(field: string, message: string): AppError {
    return new AppError('validation', message, { [field]: [message] });
  }

  static detail(code: AppErrorCode, message: string): AppError {
    return new AppError(code, message);
  }

  static forbidden(): AppError {
    return new AppError('forbidden', PERMISSION_DENIED_DETAIL);
  }

  static notFound(message = 'Not found.'): AppError {
    return new AppError('not_found', message);
  }

  static unauthenticated(): AppError {
    return new AppError('unauthenticated', 'Authentication credentials were not provided.');
  }
}
