import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

/** DELETE orders/products/{id}/ */
export const deleteProduct = async (id: string): Promise<void> => {
  await api.delete(`orders/products/${id}`);
};

export const useDeleteProduct = () =>
  useTillMutation({
    mutationFn: deleteProduct,
    invalidates: [CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY],
    failureMessage: catalogueMessages.deleteProductFailed,
  });
