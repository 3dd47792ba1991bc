import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { api } from '@/api/api-client';
import { useTillMutation } from '@/features/till/api/use-till-mutation';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/**
 * DELETE orders/categories/{slug}/. The server refuses (409, with a detail saying why)
 * while the category still holds products or categories; the dialog shows that detail.
 */
export const deleteCategory = async (slug: string): Promise<void> => {
  await api.delete(`orders/categories/${encodeURIComponent(slug)}`);
};

export const useDeleteCategory = () =>
  useTillMutation({
    mutationFn: deleteCategory,
    invalidates: [CATALOGUE_QUERY_KEY],
    failureMessage: catalogueMessages.deleteCategoryFailed,
  });
