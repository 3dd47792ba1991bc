import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import {
  productSchema,
  type CreateProductInput,
  type Product,
} from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

/** POST orders/products/ */
export const createProduct = async (input: CreateProductInput): Promise<Product> =>
  productSchema.parse(await api.post('orders/products', input));

export const useCreateProduct = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: QUICK_TILL_QUERY_KEY });
    },
    onError: (error) => {
      if (!isForbiddenError(error))
        enqueueSnackbar(catalogueMessages.createProductFailed, { variant: 'error' });
    },
  });
};
