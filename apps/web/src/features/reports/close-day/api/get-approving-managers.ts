import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { drawerManagerSchema } from '@opentill/contract/drawer/drawer.schemas';
import { api } from '@/api/api-client';
import { closeDayQueryKeys } from '@/features/reports/close-day/api/close-day-query-keys';

export type ApprovingManager = z.infer<typeof drawerManagerSchema>;

/** GET drawer/managers/: the cashiers who may approve closing the day, by name. */
export const getApprovingManagers = async (signal?: AbortSignal): Promise<ApprovingManager[]> =>
  await api.get<ApprovingManager[]>('drawer/managers', { signal });

export const approvingManagersQueryOptions = () =>
  queryOptions({
    queryKey: closeDayQueryKeys.managers,
    queryFn: ({ signal }) => getApprovingManagers(signal),
  });

export const useApprovingManagers = () => useQuery(approvingManagersQueryOptions());
