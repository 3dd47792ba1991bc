import { catalogueMessages } from '@opentill/contract/catalogue/catalogue-messages';
import type {
  CreateOptionSetInput,
  OptionSet,
} from '@opentill/contract/catalogue/option-set.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';
import { useTillMutation } from '@/features/till/api/use-till-mutation';

/** POST orders/option-sets/ */
export const createOptionSet = async (input: CreateOptionSetInput): Promise<OptionSet> =>
  await api.post<OptionSet>('orders/option-sets', input);

export const useCreateOptionSet = () =>
  useTillMutation({
    mutationFn: createOptionSet,
    invalidates: [CATALOGUE_QUERY_KEY],
    failureMessage: catalogueMessages.saveOptionSetFailed,
  });
