import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardTerminalListing } from '@opentill/contract/devices/card-terminal-list.schemas';
import { api } from '@/api/api-client';

export const CARD_TERMINALS_QUERY_KEY = ['card-terminals'] as const;

/**
 * GET devices/terminals/: the merchant's card terminals. Shared: the Devices page manages
 * them, and every till's 'Card terminal' dialog chooses one.
 */
export const getCardTerminals = async (signal?: AbortSignal): Promise<CardTerminalListing[]> =>
  await api.get<CardTerminalListing[]>('devices/terminals', { signal });

export const cardTerminalsQueryOptions = () =>
  queryOptions({
    queryKey: CARD_TERMINALS_QUERY_KEY,
    queryFn: ({ signal }) => getCardTerminals(signal),
  });

export const useCardTerminals = () => useQuery(cardTerminalsQueryOptions());
