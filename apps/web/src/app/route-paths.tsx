import { createContext, useContext, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** Every concrete path of a route table ('/', '/login', '/reports/today'), without the catch-all. */
export const collectRoutePaths = (routes: RouteObject[], parent = '/'): Set<string> => {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const full = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.index === true || route.path !== undefined) paths.add(full);
    if (route.children !== undefined)
      for (const child of collectRoutePaths(route.children, full)) paths.add(child);
  }
  return paths;
};

const joinPath = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

const RoutePathsContext = createContext<ReadonlySet<string>>(new Set());

export type RoutePathsProviderProps = { paths: ReadonlySet<string>; children: ReactNode };

export const RoutePathsProvider = ({ paths, children }: RoutePathsProviderProps) => (
  <RoutePathsContext.Provider value={paths}>{children}</RoutePathsContext.Provider>
);

/** The paths the app's route table registers: screens that exist now. */
export const useRoutePaths = (): ReadonlySet<string> => useContext(RoutePathsContext);
