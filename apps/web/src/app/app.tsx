import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { subscribeToAuthEvents } from '@/app/auth-events';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRoutes } from '@/app/router';
import { RoutePathsProvider, collectRoutePaths } from '@/app/route-paths';
import type { Platform } from '@/platform/platform';

export type AppProps = { platform?: Platform };

const createApp = () => {
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient);
  return {
    queryClient,
    router: createBrowserRouter(routes),
    routePaths: collectRoutePaths(routes),
  };
};

export const App = ({ platform }: AppProps) => {
  const [{ queryClient, router, routePaths }] = useState(createApp);
  useEffect(() => subscribeToAuthEvents(queryClient, router), [queryClient, router]);
  return (
    <AppProviders queryClient={queryClient} platform={platform}>
      <RoutePathsProvider paths={routePaths}>
        <RouterProvider router={router} />
      </RoutePathsProvider>
    </AppProviders>
  );
};
