import { messages } from '@opentill/contract/messages';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

export type SetQuickTillPositionVariables = { positionId: number; productId: string | null };

/** PUT orders/quick-till-positions/{positionId}/ {productId} */
export const setQuickTillPosition = async ({
  positionId,
  productId,
}: SetQuickTillPositionVariables): Promise<QuickTillPosition> =>
  await api.put<QuickTillPosition>(`orders/quick-till-positions/${positionId}`, { productId });

/** The spec gives this failure no sentence: the general one says it. */
export const useSetQuickTillPosition = () =>
  useTillMutation({
    mutationFn: setQuickTillPosition,
    invalidates: [QUICK_TILL_QUERY_KEY],
    failureMessage: messages.somethingWentWrong,
  });
