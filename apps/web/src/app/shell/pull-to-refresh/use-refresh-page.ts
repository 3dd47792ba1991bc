import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { clearResponseCache } from '@/api/api-client';

/**
 * What "re-renders the page" means (spec 001 §2.3): forget the response cache, ask the
 * server again for every query on screen, re-run the route guards, and remount the page
 * (`pageKey` changes) so it starts from what the server now says. Resolves once the
 * answers are in.
 */
export const useRefreshPage = () => {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [pageKey, setPageKey] = useState(0);

  const refreshPage = useCallback(async () => {
    clearResponseCache();
    // Started before the remount, so the new page finds its queries already on their way.
    const refetching = queryClient.invalidateQueries({ refetchType: 'active' });
    const guarding = revalidator.revalidate();
    setPageKey((key) => key + 1);
    await Promise.all([refetching, guarding]);
  }, [queryClient, revalidator]);

  return { pageKey, refreshPage };
};
