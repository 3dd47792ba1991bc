import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/api/get-session';
import { readTillDevice } from '@/offline/till-device';
import type { TillDevice } from '@/offline/outbox-types';

const readThisTill = async (merchant: string): Promise<TillDevice | null> => {
  try {
    return await readTillDevice(merchant);
  } catch {
    // A browser that keeps nothing (private mode) is simply not a till.
    return null;
  }
};

/**
 * This browser's till, when it has sold as one for this merchant: read from what the till
 * keeps, never registered from here, so opening a report does not make a browser a till.
 */
export const useThisTill = (): TillDevice | null => {
  const merchant = useSession().client?.identifier ?? null;
  const { data } = useQuery({
    queryKey: ['close-day', 'this-till', merchant],
    queryFn: () => (merchant === null ? null : readThisTill(merchant)),
    staleTime: Infinity,
  });
  return data ?? null;
};
