import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TipStatement } from '@opentill/contract/reports/tips.schemas';
import { api } from '@/api/api-client';
import { tipsQueryKeys } from '@/features/reports/tips/api/tips-query-keys';

/** GET reports/tips/statements/{cashierId}/: one worker's allocations, newest first. */
export const getTipStatement = async (
  cashierId: string,
  signal?: AbortSignal,
): Promise<TipStatement> =>
  await api.get<TipStatement>(`reports/tips/statements/${encodeURIComponent(cashierId)}`, {
    signal,
  });

export const tipStatementQueryOptions = (cashierId: string) =>
  queryOptions({
    queryKey: tipsQueryKeys.statement(cashierId),
    queryFn: ({ signal }) => getTipStatement(cashierId, signal),
  });

export const useTipStatement = (cashierId: string) => useQuery(tipStatementQueryOptions(cashierId));
