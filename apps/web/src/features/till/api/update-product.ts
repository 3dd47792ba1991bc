import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import {
  productSchema,
  type Product,
  type UpdateProductInput,
} from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { isForbiddenError } from '@/api/api-error';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

export type UpdateProductVariables = { id: string; input: UpdateProductInput };

/** PATCH orders/products/{id}/: some of the fields, or `position` alone (the position picker). */
export const updateProduct = async ({ id, input }: UpdateProductVariables): Promise<Product> =>
  productSchema.parse(await api.patch(`orders/products/${id}`, input));

/** Spec 001 §8 has one sentence for a failed product save: "Something went wrong creating product". */
export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  return useMutation({
    mutationFn: updateProduct,
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
