import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';

/**
 * The same cache entries the till reads (['cashiers', …]): a cashier signed in here is
 * the till's cashier too, without a second lookup. Written out, not imported, because a
 * feature never imports another.
 */
const CURRENT_CASHIER_KEY = ['cashiers', 'current'] as const;
const CASHIER_LIST_KEY = ['cashiers', 'list'] as const;

export const currentCashierQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_CASHIER_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<{ cashier: Cashier | null }>('accounts/cashier/current', { signal })).cashier,
    // Changes only through cashier log in and out, which set it directly.
    staleTime: Infinity,
  });

export const useCashierList = (isEnabled: boolean) =>
  useQuery({
    queryKey: CASHIER_LIST_KEY,
    queryFn: ({ signal }) => api.get<Cashier[]>('accounts/cashier', { signal }),
    enabled: isEnabled,
  });

/** POST accounts/cashier/{id}/login/ {pin?}: a wrong PIN is a 400 on pin, a lock-out a 429. */
export const useLogInCashier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cashierId, pin }: { cashierId: string; pin?: string }) => {
      const answer = await api.post<{ cashier: Cashier | null }>(
        `accounts/cashier/${cashierId}/login`,
        pin === undefined ? {} : { pin },
      );
      if (answer.cashier === null) throw new Error('The server signed no cashier in');
      return answer.cashier;
    },
    onSuccess: (cashier) => queryClient.setQueryData(CURRENT_CASHIER_KEY, cashier),
  });
};
