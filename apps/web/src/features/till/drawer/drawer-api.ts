import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CurrentDrawer,
  DrawerCloseInput,
  DrawerCountInput,
  DrawerMovementInput,
  DrawerSession,
  drawerManagerSchema,
  OpenDrawerInput,
} from '@opentill/contract/drawer/drawer.schemas';
import { api } from '@/api/api-client';

// The till's cash drawer (issue 16). Types only from the schemas: the till's first screen
// loads this file, and zod stays out of that load.

/** Every drawer answer sits under this root, so one invalidation refreshes them all. */
export const DRAWER_QUERY_KEY = ['drawer'] as const;

/** GET drawer/sessions/current/?device_id=: the till's open session and its last float. */
export const getCurrentDrawer = (deviceId: string, signal?: AbortSignal): Promise<CurrentDrawer> =>
  api.get<CurrentDrawer>('drawer/sessions/current', { query: { deviceId }, signal });

/** POST drawer/sessions/: Open till with the float counted. */
export const openDrawer = (input: OpenDrawerInput): Promise<DrawerSession> =>
  api.post<DrawerSession>('drawer/sessions', input);

/**
 * POST drawer/sessions/{id}/movements/: pay in, pay out or No sale. The Idempotency-Key
 * (use-movement-key.ts) makes a retry after a lost answer one movement, not two.
 */
export const moveCash = (
  sessionId: string,
  input: DrawerMovementInput,
  idempotencyKey: string,
): Promise<DrawerSession> =>
  api.post<DrawerSession>(`drawer/sessions/${sessionId}/movements`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** POST drawer/sessions/{id}/count/: the blind count; closes the session when within tolerance. */
export const countDrawer = (sessionId: string, input: DrawerCountInput): Promise<DrawerSession> =>
  api.post<DrawerSession>(`drawer/sessions/${sessionId}/count`, input);

/** POST drawer/sessions/{id}/close/: a manager lets a count beyond the tolerance through. */
export const closeDrawer = (sessionId: string, input: DrawerCloseInput): Promise<DrawerSession> =>
  api.post<DrawerSession>(`drawer/sessions/${sessionId}/close`, input);

export type DrawerManager = z.infer<typeof drawerManagerSchema>;

/** GET drawer/managers/: who may approve, by name. */
export const drawerManagersQueryOptions = () =>
  queryOptions({
    queryKey: [...DRAWER_QUERY_KEY, 'managers'],
    queryFn: ({ signal }) => api.get<DrawerManager[]>('drawer/managers', { signal }),
  });
