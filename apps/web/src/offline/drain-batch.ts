import { api } from '@/api/api-client';
import { ApiError } from '@/api/api-error';
import type { ApiErrorBody } from '@opentill/contract/http/api-error';
import type { OrderBatchResult } from '@opentill/contract/orders/order-batch.schemas';
import type { CreatedOrder, DrainDeps } from '@/offline/drain-sale';

/** One order's answer within a batch: made (or already made), or refused as it would be alone. */
export type BatchAnswer = { ok: true; order: CreatedOrder } | { ok: false; error: ApiError };

export type BatchItem = { body: unknown; key: string };

const answerOf = (result: OrderBatchResult['results'][number]): BatchAnswer => {
  if (result.status >= 200 && result.status < 300)
    return { ok: true, order: result.body as CreatedOrder };
  const body =
    typeof result.body === 'object' && result.body !== null && !Array.isArray(result.body)
      ? (result.body as ApiErrorBody)
      : null;
  return { ok: false, error: new ApiError(result.status, body) };
};

/** POST orders/orders/batch/: the orders in the order given, each under its own key. */
export const createBatch = async (items: readonly BatchItem[]): Promise<BatchAnswer[]> => {
  const answer = await api.post<OrderBatchResult>('orders/orders/batch', {
    orders: items.map(({ body, key }) => ({ idempotencyKey: key, order: body })),
  });
  return answer.results.map(answerOf);
};

/**
 * The drain steps of one sale whose create was answered within a batch: its first create
 * is that answer; a second one (the 422 retry with the checkout's first body) is sent
 * on its own.
 */
export const withBatchAnswer = (deps: DrainDeps, answer: BatchAnswer): DrainDeps => {
  let isUsed = false;
  return {
    ...deps,
    create: async (body, key) => {
      if (isUsed) return await deps.create(body, key);
      isUsed = true;
      if (answer.ok) return answer.order;
      throw answer.error;
    },
  };
};
