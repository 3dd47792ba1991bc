import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

/** DELETE orders/products/{id}/ */
export const deleteProduct = async (id: string): Promise<void> => {
  await api.delete(`orders/products/${id}`);
};

export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: QUICK_TILL_QUERY_KEY });
    },
    onError: (error) => {
      if (!isForbiddenError(error))
        enqueueSnackbar(catalogueMessages.deleteProductFailed, { variant: 'error' });
    },
  });
};
