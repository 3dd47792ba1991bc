import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

/** DELETE accounts/cashier/{id}/ */
export const deleteCashier = async (id: string): Promise<void> => {
  await api.delete(`accounts/cashier/${id}`);
};

export const useDeleteCashier = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: deleteCashier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASHIERS_QUERY_KEY }),
    onError: (error) => {
      if (!isForbiddenError(error))
        enqueueSnackbar(catalogueMessages.deleteCashierFailed, { variant: 'error' });
    },
  });
};
