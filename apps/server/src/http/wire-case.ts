import type { FastifyInstance } from 'fastify';
import { camelizeKeys, snakeizeKeys } from '@opentill/contract/case-conversion';

/** The one place the wire's snake_case meets the code's camelCase, each way. */
export const registerWireCase = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && !isMultipart(request.body)) {
      request.body = camelizeKeys(request.body);
    }
    // The query parser builds objects with their own prototype, which camelizeKeys
    // would pass through unconverted: copy into a plain object first.
    if (request.query && typeof request.query === 'object')
      request.query = camelizeKeys({ ...request.query });
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    // An idempotent route's seal converted this very answer to keep it with its key.
    const sealed = request.sealedAnswer;
    return sealed && sealed.answer === payload ? sealed.wire : snakeizeKeys(payload);
  });
};

/** Multipart bodies hold file streams; their fields are converted (and checked) by the route. */
export const isMultipart = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Symbol.asyncIterator in body;
