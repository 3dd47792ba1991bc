import { queryOptions } from '@tanstack/react-query';
import type { SetupStatus } from '@opentill/contract/setup/setup.schemas';
import { api } from '@/api/api-client';

export const SETUP_STATUS_QUERY_KEY = ['setup-status'] as const;

/** GET setup/: whether this installation still needs its first merchant. */
export const getSetupStatus = (): Promise<SetupStatus> =>
  api.get<SetupStatus>('setup', { fresh: true, skipAuthEvents: true });

export const setupStatusQueryOptions = () =>
  queryOptions({ queryKey: SETUP_STATUS_QUERY_KEY, queryFn: getSetupStatus, staleTime: 0 });
