import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  orderBatchInputSchema,
  orderBatchResultSchema,
} from '@opentill/contract/orders/order-batch.schemas';
import { typed, type AppDeps } from '@/http/route-context.js';
import { requireTill } from './till-principal.js';

// Headers that describe the batch's own message, not the caller: each order's request
// gets its own body and key, and its answer must come back as plain JSON to be read here.
const NOT_FORWARDED = new Set([
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'accept-encoding',
  'idempotency-key',
]);

const forwardedHeaders = (request: FastifyRequest): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (NOT_FORWARDED.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
};

const readAnswer = (payload: string): unknown => {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return { detail: payload };
  }
};

/**
 * POST orders/orders/batch/ (issue 15): a till back online sends what it sold offline in
 * one request. Each order goes through POST orders/orders/ itself, one after the other in
 * the order sent (so the server numbers them in the order they were sold), with the
 * caller's session and its own Idempotency-Key: checks, pricing, stock, the replay of a
 * key already answered and the 422 for a key reused with another body are that route's.
 * One order refused does not stop the others; each answer is the one it would get alone.
 */
export const orderBatchRoutes = (root: FastifyInstance, _deps: AppDeps) => {
  const app = typed(root);
  app.post(
    '/orders/orders/batch/',
    {
      config: { access: 'till' },
      schema: {
        tags: ['orders'],
        body: orderBatchInputSchema,
        response: { 200: orderBatchResultSchema },
      },
    },
    async (request) => {
      requireTill(request);
      const headers = forwardedHeaders(request);
      const results = [];
      for (const { idempotencyKey, order } of request.body.orders) {
        const answer = await root.inject({
          method: 'POST',
          url: '/api/orders/orders/',
          headers: { ...headers, 'idempotency-key': idempotencyKey },
          payload: order,
        });
        results.push({ idempotencyKey, status: answer.statusCode, body: readAnswer(answer.body) });
      }
      return { results };
    },
  );
};
