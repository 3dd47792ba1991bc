import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '@opentill/contract/accounts/account.schemas';
import { api } from '@/api/api-client';
import { getNextPageNumber, type PagedList } from '@/features/people/api/next-page';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';

/** GET users/?page=N: the active users of the caller's merchant. */
export const getMerchantUsers = async (
  page: number,
  signal?: AbortSignal,
): Promise<PagedList<User>> => await api.get<PagedList<User>>('users', { query: { page }, signal });

export const merchantUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: peopleQueryKeys.users,
    queryFn: ({ pageParam, signal }) => getMerchantUsers(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: getNextPageNumber,
  });

export const useMerchantUsers = () => useInfiniteQuery(merchantUsersQueryOptions());
