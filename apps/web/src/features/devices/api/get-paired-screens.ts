import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PairedScreen } from '@opentill/contract/devices/screen.schemas';
import { api } from '@/api/api-client';

export const PAIRED_SCREENS_QUERY_KEY = ['paired-screens'] as const;

/** GET screens/: the merchant's paired kitchen screens (without their ids' secrets). */
export const getPairedScreens = async (signal?: AbortSignal): Promise<PairedScreen[]> =>
  await api.get<PairedScreen[]>('screens', { signal });

export const pairedScreensQueryOptions = () =>
  queryOptions({
    queryKey: PAIRED_SCREENS_QUERY_KEY,
    queryFn: ({ signal }) => getPairedScreens(signal),
  });

export const usePairedScreens = () => useQuery(pairedScreensQueryOptions());
