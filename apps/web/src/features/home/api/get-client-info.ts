import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';

export const CLIENT_INFO_QUERY_KEY = ['client'] as const;

/** GET client/ → {client}: the merchant's name, features and wait time. */
export const getClientInfo = async (signal?: AbortSignal): Promise<Client> =>
  (await api.get<{ client: Client }>('client', { signal })).client;

export const clientInfoQueryOptions = () =>
  queryOptions({ queryKey: CLIENT_INFO_QUERY_KEY, queryFn: ({ signal }) => getClientInfo(signal) });

export const useClientInfo = () => useQuery(clientInfoQueryOptions());
