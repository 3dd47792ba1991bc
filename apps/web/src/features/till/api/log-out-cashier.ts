import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/api-client';
import { setCurrentCashier } from '@/features/till/api/get-current-cashier';

/** POST accounts/cashier/logout/: the till's session keeps the employee, only the cashier leaves. */
export const logOutCashier = async (): Promise<void> => {
  await api.post('accounts/cashier/logout');
};

export const useLogOutCashier = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOutCashier,
    onSuccess: () => setCurrentCashier(queryClient, null),
  });
};
