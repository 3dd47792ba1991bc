import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { CreateProductInput, Product } from '@opentill/contract/catalogue/product.schemas';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';

/** POST orders/products/ */
export const createProduct = async (input: CreateProductInput): Promise<Product> =>
  await api.post<Product>('orders/products', input);

export const useCreateProduct = () =>
  useTillMutation({
    mutationFn: createProduct,
    invalidates: [CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY],
    failureMessage: catalogueMessages.createProductFailed,
  });
