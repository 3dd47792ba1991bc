import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { AppProviders } from '@/app/providers';
import { RoutePathsProvider, collectRoutePaths } from '@/app/route-paths';
import type { Platform } from '@/platform/platform';

export type RenderRouteOptions = {
  /** The routes to mount; the screen under test plus whatever it navigates to. */
  routes: RouteObject[];
  initialPath: string;
  /** Put in the cache as if the session lookup had answered. */
  session?: Session;
  platform?: Platform;
  queryClient?: QueryClient;
};

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

/** Renders routes in a memory router inside the app's real providers. */
export const renderRoute = ({
  routes,
  initialPath,
  session,
  platform,
  queryClient,
}: RenderRouteOptions) => {
  const client = queryClient ?? createTestQueryClient();
  if (session !== undefined) client.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <AppProviders queryClient={client} platform={platform}>
      <RoutePathsProvider paths={collectRoutePaths(routes)}>
        <RouterProvider router={router} />
      </RoutePathsProvider>
    </AppProviders>,
  );
  return { ...result, router, queryClient: client };
};
