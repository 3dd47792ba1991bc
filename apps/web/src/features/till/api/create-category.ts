import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import {
  categorySchema,
  type Category,
  type CreateCategoryInput,
} from '@opentill/contract/catalogue/category.schemas';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** POST orders/categories/ */
export const createCategory = async (input: CreateCategoryInput): Promise<Category> =>
  categorySchema.parse(await api.post('orders/categories', input));

export const useCreateCategory = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY }),
    onError: (error) => {
      if (!isForbiddenError(error))
        enqueueSnackbar(catalogueMessages.createCategoryFailed, { variant: 'error' });
    },
  });
};
