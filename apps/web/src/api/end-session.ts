import type { QueryClient } from '@tanstack/react-query';
import { clearResponseCache } from '@/api/api-client';
import { clearClientStorage } from '@/api/client-storage';
import { EMPTY_SESSION, SESSION_QUERY_KEY } from '@/api/get-session';

/**
 * Log out locally (spec 001 §4): mark the session empty so the log-in route accepts
 * the visit, go there, then forget every other cached answer and the stored merchant.
 * Clearing after the navigation keeps the screen being left from refetching as it goes.
 */
export const endSession = async (
  queryClient: QueryClient,
  navigate: (to: string) => Promise<void> | void,
): Promise<void> => {
  queryClient.setQueryData(SESSION_QUERY_KEY, EMPTY_SESSION);
  clearClientStorage();
  clearResponseCache();
  await navigate('/login');
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
};
