import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type { Category, UpdateCategoryInput } from '@opentill/contract/catalogue/category.schemas';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

export type UpdateCategoryVariables = { slug: string; input: UpdateCategoryInput };

/** PATCH orders/categories/{slug}/: some of the fields, or `position` alone (the position picker). */
export const updateCategory = async ({ slug, input }: UpdateCategoryVariables): Promise<Category> =>
  await api.patch<Category>(`orders/categories/${encodeURIComponent(slug)}`, input);

/** Spec 001 §8 has one sentence for a failed category save: "Something went wrong creating category". */
export const useUpdateCategory = () =>
  useTillMutation({
    mutationFn: updateCategory,
    invalidates: [CATALOGUE_QUERY_KEY],
    failureMessage: catalogueMessages.createCategoryFailed,
  });
