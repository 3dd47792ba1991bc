import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantList } from '@opentill/contract/merchants/merchant.schemas';
import { api } from '@/api/api-client';
import { merchantsQueryKeys } from '@/features/merchants/api/merchants-query-keys';

export const MERCHANTS_PAGE_SIZE = 20;

/** GET merchants/?search=&page=: the merchants whose name or identifier matches, by name. */
export const getMerchants = async (
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<MerchantList> =>
  await api.get<MerchantList>('merchants', {
    query: { search: search === '' ? null : search, page, limit: MERCHANTS_PAGE_SIZE },
    signal,
  });

export const merchantsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: merchantsQueryKeys.list(search, page),
    queryFn: ({ signal }) => getMerchants(search, page, signal),
    // Typing in the search keeps the last list on screen until the next answer.
    placeholderData: keepPreviousData,
  });

export const useMerchants = (search: string, page: number) =>
  useQuery(merchantsQueryOptions(search, page));
