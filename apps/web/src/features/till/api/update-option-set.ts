import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type {
  OptionSet,
  UpdateOptionSetInput,
} from '@opentill/contract/catalogue/option-set.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY } from '@/features/till/api/query-keys';
import { useTillMutation } from '@/features/till/api/use-till-mutation';

export type UpdateOptionSetVariables = { id: string; input: UpdateOptionSetInput };

/** PATCH orders/option-sets/{id}/: the set changes on every product that asks it. */
export const updateOptionSet = async ({ id, input }: UpdateOptionSetVariables) =>
  await api.patch<OptionSet>(`orders/option-sets/${id}`, input);

export const useUpdateOptionSet = () =>
  useTillMutation({
    mutationFn: updateOptionSet,
    // Products carry their sets, on the till and the quick till alike.
    invalidates: [CATALOGUE_QUERY_KEY, QUICK_TILL_QUERY_KEY],
    failureMessage: catalogueMessages.saveOptionSetFailed,
  });
