import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';

/** GET staff/ (owners and superadmins): the merchant's members and invitations. */
export const getStaff = async (signal?: AbortSignal): Promise<StaffList> =>
  await api.get<StaffList>('staff', { signal });

export const staffQueryOptions = () =>
  queryOptions({ queryKey: peopleQueryKeys.staff, queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(staffQueryOptions());
