import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/**
 * DELETE orders/categories/{slug}/. The server refuses (409, with a detail saying why)
 * while the category still holds products or categories; the dialog shows that detail.
 */
export const deleteCategory = async (slug: string): Promise<void> => {
  await api.delete(`orders/categories/${encodeURIComponent(slug)}`);
};

export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY }),
    onError: (error) => {
      if (!isForbiddenError(error))
        enqueueSnackbar(catalogueMessages.deleteCategoryFailed, { variant: 'error' });
    },
  });
};
