import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { drawerManagerSchema } from '@opentill/contract/drawer/drawer.schemas';
import { api } from '@/api/api-client';

export type ApprovingManager = z.infer<typeof drawerManagerSchema>;

/**
 * Its own root, not under ['orders']: a refund invalidates every orders query, and the
 * managers have nothing to do with what it changed.
 */
const APPROVING_MANAGERS_QUERY_KEY = ['approving-managers'] as const;

/** GET drawer/managers/: the cashiers who may approve a refund, by name (no PINs). */
export const getApprovingManagers = async (signal?: AbortSignal): Promise<ApprovingManager[]> =>
  await api.get<ApprovingManager[]>('drawer/managers', { signal });

export const approvingManagersQueryOptions = () =>
  queryOptions({
    queryKey: APPROVING_MANAGERS_QUERY_KEY,
    queryFn: ({ signal }) => getApprovingManagers(signal),
  });

export const useApprovingManagers = (isEnabled = true) =>
  useQuery({ ...approvingManagersQueryOptions(), enabled: isEnabled });
