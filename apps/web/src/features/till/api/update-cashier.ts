import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import {
  cashierSchema,
  type Cashier,
  type UpdateCashierInput,
} from '@opentill/contract/cashiers/cashier.schemas';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CASHIERS_QUERY_KEY } from '@/features/till/api/query-keys';

export type UpdateCashierVariables = { id: string; input: UpdateCashierInput };

/** PATCH accounts/cashier/{id}/: pin null removes the PIN, absent keeps it. */
export const updateCashier = async ({ id, input }: UpdateCashierVariables): Promise<Cashier> =>
  cashierSchema.parse(await api.patch(`accounts/cashier/${id}`, input));

/** Refreshes the list and the signed-in cashier, whose edit permission may have changed. */
export const useUpdateCashier = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: updateCashier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASHIERS_QUERY_KEY }),
    onError: (error) => {
      if (!isForbiddenError(error))
        enqueueSnackbar(catalogueMessages.createCashierFailed, { variant: 'error' });
    },
  });
};
