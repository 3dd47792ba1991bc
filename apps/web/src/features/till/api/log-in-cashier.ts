import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';
import { setCurrentCashier } from '@/features/till/api/get-current-cashier';

export type LogInCashierVariables = { cashierId: string; pin?: string };

/**
 * POST accounts/cashier/{id}/login/ {pin?}. A wrong PIN is a 400 on `pin`
 * ('Wrong PIN. Please try again.'); too many tries a 429 with a detail.
 */
export const logInCashier = async ({ cashierId, pin }: LogInCashierVariables): Promise<Cashier> => {
  const answer = await api.post<{ cashier: Cashier | null }>(
    `accounts/cashier/${cashierId}/login`,
    pin === undefined ? {} : { pin },
  );
  if (answer.cashier === null) throw new Error('The server signed no cashier in');
  return answer.cashier;
};

export const useLogInCashier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInCashier,
    onSuccess: (cashier) => setCurrentCashier(queryClient, cashier),
  });
};
