import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TillConfig } from '@opentill/contract/till/till.schemas';
import { tillPathFor } from '@opentill/contract/till/till-views';
import { api } from '@/api/api-client';
import { readQuickTillFlag, writeQuickTillFlag } from '@/features/till/quick-till-flag';

/** GET till-config/: which tills the merchant uses and which one opens by default. */
export const getTillConfig = async (signal?: AbortSignal): Promise<TillConfig> => {
  const config = await api.get<TillConfig>('till-config', { signal });
  writeQuickTillFlag(config.featureQuickTill);
  return config;
};

/**
 * Fetched once until a first load succeeds (spec 001 §4): a success is kept for the
 * life of the page, a failure is ignored (§8) and the next screen that asks tries again.
 */
export const tillConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['till-config'],
    queryFn: ({ signal }) => getTillConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useTillConfig = () => useQuery(tillConfigQueryOptions());

/** Where the app opens a till: quick_till goes to /quick-till, anything else to /till (§9). */
export const useDefaultTillPath = (): '/quick-till' | '/till' =>
  tillPathFor(useTillConfig().data?.defaultTillView);

/** The stored flag until till config answers, then the config's own. */
export const useIsQuickTillEnabled = (): boolean =>
  useTillConfig().data?.featureQuickTill ?? readQuickTillFlag();
