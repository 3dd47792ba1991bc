import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { subscribeToAuthEvents } from '@/app/auth-events';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { persistTillData } from '@/app/query-persistence';
import { createAppRoutes } from '@/app/router';
import { RoutePathsProvider, collectRoutePaths } from '@/app/route-paths';
import type { Platform } from '@/platform/platform';

export type AppProps = { platform?: Platform };

/** Past this, the first screen shows without the kept data rather than wait on IndexedDB. */
const RESTORE_WAIT_MS = 2000;

const createApp = () => {
  const queryClient = createQueryClient();
  const restored = Promise.race([
    persistTillData(queryClient).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]);
  return { queryClient, restored };
};

const createRouting = (queryClient: QueryClient) => {
  const routes = createAppRoutes(queryClient);
  return { router: createBrowserRouter(routes), routePaths: collectRoutePaths(routes) };
};

type Routing = ReturnType<typeof createRouting>;

export const App = ({ platform }: AppProps) => {
  const [{ queryClient, restored }] = useState(createApp);
  // The router starts its loaders as it is made: only once the till's kept data is back in
  // the cache (issue 15), so a till reloaded with no server opens on it.
  const [routing, setRouting] = useState<Routing | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void restored.then(() => {
      if (isCurrent) setRouting((current) => current ?? createRouting(queryClient));
    });
    return () => {
      isCurrent = false;
    };
  }, [restored, queryClient]);
  useEffect(
    () => (routing === null ? undefined : subscribeToAuthEvents(queryClient, routing.router)),
    [queryClient, routing],
  );
  if (routing === null) return null;
  return (
    <AppProviders queryClient={queryClient} platform={platform}>
      <RoutePathsProvider paths={routing.routePaths}>
        <RouterProvider router={routing.router} />
      </RoutePathsProvider>
    </AppProviders>
  );
};
