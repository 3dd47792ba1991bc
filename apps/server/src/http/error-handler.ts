import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toSnakeKey } from '@opentill/contract/case-conversion';
import { AppError } from './app-error.js';
import { AnsweredBefore, replay } from './idempotency.js';
import type { StoredKey } from './idempotency-store.js';

type ValidationIssue = { instancePath: string; message?: string };

/** zod issues → DRF field errors, keyed by the wire (snake_case) field name. */
const toFieldErrors = (issues: ValidationIssue[], context?: string): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const key = segments.length ? segments.map((s) => toSnakeKey(s)).join('.') : 'non_field_errors';
    const message =
      key === 'non_field_errors' && context === 'body'
        ? 'Send a JSON object in the request body.'
        : (issue.message ?? 'This value is not valid.');
    (fields[key] ??= []).push(message);
  }
  return fields;
};

const frameworkErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    detail: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the request body as JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The request body length is wrong.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'The uploaded file is too large.' },
};

/**
 * What is logged of an unexpected failure: its kind, codes and where it was
 * thrown. Never the message or the stack, which can hold SQL and its parameters.
 */
export const describeFailure = (error: Error & { code?: string; cause?: unknown }) => {
  const cause = error.cause as { code?: string; constraint?: string } | undefined;
  const at = error.stack
    ?.split('\n')
    .find((line) => line.trim().startsWith('at '))
    ?.trim();
  return {
    type: error.name,
    code: error.code,
    pgCode: cause?.code,
    constraint: cause?.constraint,
    at,
  };
};

/** Path parameters longer than this are refused by the router: slugParamsSchema's maximum. */
export const MAX_PARAM_LENGTH = 200;

const routerErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    detail: 'This address is not valid: part of it is wrongly encoded.',
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, detail: 'Part of this address is too long.' },
};

/** What the router refuses before any route (or the error handler) runs, in the API's shape. */
export const answerRouterError = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  const known = routerErrors[error.code] ?? {
    status: error.statusCode ?? 400,
    detail: 'The request could not be processed.',
  };
  return reply.code(known.status).send({ detail: known.detail });
};

/** The one error handler: DRF shapes out, internals never (DESIGN.md §3). */
export const registerErrorHandler = (
  app: FastifyInstance,
  firstAnswerTo: (
    request: FastifyRequest,
  ) => Promise<StoredKey | AppError | undefined> = async () => undefined,
): void => {
  app.setErrorHandler(async (thrown: FastifyError | AppError, request, reply) => {
    if (thrown instanceof AnsweredBefore) return replay(reply, thrown.stored);
    // A repeat refused by checks run before its seal still gets the first answer.
    const first =
      thrown instanceof AppError && thrown.status < 500 ? await firstAnswerTo(request) : undefined;
    if (first && !(first instanceof AppError)) return replay(reply, first);
    const error = first ?? thrown;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      // A conflict may name its field too (a till's repeated sale: device_seq), beside its detail.
      const body =
        error.code === 'validation' && error.fields
          ? error.fields
          : { detail: error.userMessage, ...(error.code === 'conflict' ? error.fields : {}) };
      return reply.code(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(toFieldErrors(error.validation, error.validationContext));
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: known.detail });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: 'The request could not be processed.' });
    }
    request.log.error({ err: describeFailure(error) }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ detail: `No API route matches ${request.method} ${request.url.split('?')[0]}.` }),
  );
};
