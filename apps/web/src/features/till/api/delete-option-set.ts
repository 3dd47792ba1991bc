import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';
import { useTillMutation } from '@/features/till/api/use-till-mutation';

/** DELETE orders/option-sets/{id}/: the set leaves every product that asked it. */
export const deleteOptionSet = async (id: string): Promise<void> => {
  await api.delete(`orders/option-sets/${id}`);
};

export const useDeleteOptionSet = () =>
  useTillMutation({
    mutationFn: deleteOptionSet,
    invalidates: [CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY],
    failureMessage: catalogueMessages.deleteOptionSetFailed,
  });
