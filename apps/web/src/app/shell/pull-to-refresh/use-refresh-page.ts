import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { clearResponseCache } from '@/api/api-client';

/**
 * What "re-renders the page" means (spec 001 §2.3): forget the response cache, remount the
 * page (`pageKey` changes) so it starts from what the server now says, ask the server again
 * for every query on screen and re-run the route guards. Resolves once the answers are in.
 */
export const useRefreshPage = () => {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [pageKey, setPageKey] = useState(0);
  const finishRefresh = useRef<(() => void) | null>(null);

  // After the remount, so the new page's queries are the ones refetched: refetching first
  // would let the old page's unmount cancel those requests and the new page send them again.
  useEffect(() => {
    const finish = finishRefresh.current;
    if (finish === null) return;
    finishRefresh.current = null;
    void Promise.all([
      // A query the new page already started on mounting is joined, not sent twice.
      queryClient.invalidateQueries({ refetchType: 'active' }, { cancelRefetch: false }),
      revalidator.revalidate(),
    ]).finally(finish);
  }, [pageKey, queryClient, revalidator]);

  const refreshPage = useCallback(
    () =>
      new Promise<void>((resolve) => {
        clearResponseCache();
        finishRefresh.current = resolve;
        setPageKey((key) => key + 1);
      }),
    [],
  );

  return { pageKey, refreshPage };
};
