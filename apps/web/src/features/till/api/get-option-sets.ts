import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OptionSet } from '@opentill/contract/catalogue/option-set.schemas';
import { api } from '@/api/api-client';
import { CATALOGUE_QUERY_KEY } from '@/features/till/api/query-keys';

/** GET orders/option-sets/: every shared option set of the merchant, by label. */
export const getOptionSets = async (signal?: AbortSignal): Promise<OptionSet[]> =>
  await api.get<OptionSet[]>('orders/option-sets', { signal });

// Under the catalogue key: a product saved with other sets changes their product counts.
export const optionSetsQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOGUE_QUERY_KEY, 'option-sets'],
    queryFn: ({ signal }) => getOptionSets(signal),
  });

export const useOptionSets = () => useQuery(optionSetsQueryOptions());
