import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Referral } from '@opentill/contract/accounts/referral.schemas';
import { api } from '@/api/api-client';
import { getNextPageNumber, type PagedList } from '@/features/people/api/next-page';
import { peopleQueryKeys } from '@/features/people/api/people-query-keys';

/** GET referrals/?page=N: the merchant's referrals, a page at a time. */
export const getReferrals = async (
  page: number,
  signal?: AbortSignal,
): Promise<PagedList<Referral>> =>
  await api.get<PagedList<Referral>>('referrals', { query: { page }, signal });

export const referralsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: peopleQueryKeys.referrals,
    queryFn: ({ pageParam, signal }) => getReferrals(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: getNextPageNumber,
  });

export const useReferrals = () => useInfiniteQuery(referralsQueryOptions());
