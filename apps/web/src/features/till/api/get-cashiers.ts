import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET accounts/cashier/: the merchant's cashiers (never their PINs, only whether they have one). */
export const getCashiers = async (signal?: AbortSignal): Promise<Cashier[]> =>
  await api.get<Cashier[]>('accounts/cashier', { signal });

export const cashiersQueryOptions = () =>
  queryOptions({
    queryKey: [...CASHIERS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getCashiers(signal),
  });

export const useCashiers = () => useQuery(cashiersQueryOptions());
