import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

export const CURRENT_CASHIER_QUERY_KEY = [...CASHIERS_QUERY_KEY, 'current'] as const;

/** GET accounts/cashier/current/: the cashier signed in on this till's session, or null. */
export const getCurrentCashier = async (signal?: AbortSignal): Promise<Cashier | null> =>
  (await api.get<{ cashier: Cashier | null }>('accounts/cashier/current', { signal })).cashier;

export const currentCashierQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_CASHIER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentCashier(signal),
    // It changes through cashier log in and out, which set it directly, and through cashier edits.
    staleTime: Infinity,
  });

export const useCurrentCashier = (): Cashier | null =>
  useQuery(currentCashierQueryOptions()).data ?? null;

export const setCurrentCashier = (queryClient: QueryClient, cashier: Cashier | null): void => {
  queryClient.setQueryData(CURRENT_CASHIER_QUERY_KEY, cashier);
};
