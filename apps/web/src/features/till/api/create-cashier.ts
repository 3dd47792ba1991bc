import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import {
  cashierSchema,
  type Cashier,
  type CreateCashierInput,
} from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

/** POST accounts/cashier/ */
export const createCashier = async (input: CreateCashierInput): Promise<Cashier> =>
  cashierSchema.parse(await api.post('accounts/cashier', input));

/** Spec 001 §8: a failed cashier save says "Something went wrong creating product", as the original does. */
export const useCreateCashier = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: createCashier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASHIERS_QUERY_KEY }),
    onError: (error) => {
      if (!isForbiddenError(error))
        enqueueSnackbar(catalogueMessages.createCashierFailed, { variant: 'error' });
    },
  });
};
