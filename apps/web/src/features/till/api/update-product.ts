import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { Product, UpdateProductInput } from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

export type UpdateProductVariables = { id: string; input: UpdateProductInput };

/** PATCH orders/products/{id}/: some of the fields, or `position` alone (the position picker). */
export const updateProduct = async ({ id, input }: UpdateProductVariables): Promise<Product> =>
  await api.patch<Product>(`orders/products/${id}`, input);

/** Spec 001 §8 has one sentence for a failed product save: "Something went wrong creating product". */
export const useUpdateProduct = () =>
  useTillMutation({
    mutationFn: updateProduct,
    invalidates: [CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY],
    failureMessage: catalogueMessages.createProductFailed,
  });
