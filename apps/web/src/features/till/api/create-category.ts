import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { Category, CreateCategoryInput } from '@opentill/contract/catalogue/category.schemas';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** POST orders/categories/ */
export const createCategory = async (input: CreateCategoryInput): Promise<Category> =>
  await api.post<Category>('orders/categories', input);

export const useCreateCategory = () =>
  useTillMutation({
    mutationFn: createCategory,
    invalidates: [CATALOGUE_QUERY_KEY],
    failureMessage: catalogueMessages.createCategoryFailed,
  });
