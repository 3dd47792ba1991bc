import type { CurrentDrawer, DrawerSession } from '@opentill/contract/drawer/drawer.schemas';
import { offlineDb } from '@/offline/offline-db';
import type { TillDevice } from '@/offline/outbox-types';
import { makeClient, makeSession, makeUser, toWire } from '@/testing/factories';
import type { StubRoutes } from '@/testing/fetch-stub';

// Corner Café's Till 2 with a cash drawer (issue 16): its registration, and its sessions.

export const tillTwo: TillDevice = {
  id: '0b6f5c1e-2d3a-4f5b-8c7d-9e0f1a2b3c4d',
  number: 2,
  name: 'Till 2',
};

/** Staff at a merchant that counts its drawers. */
export const drawerStaff = makeSession({
  user: makeUser({ groups: [] }),
  client: makeClient({ cashDrawer: true }),
});

export const makeDrawerSession = (overrides: Partial<DrawerSession> = {}): DrawerSession => ({
  id: 'drawer-1',
  deviceId: tillTwo.id,
  tillName: 'Till 2',
  status: 'open',
  float: 10000,
  openedAt: '2026-11-27T08:00:00.000Z',
  openedBy: 'Sam',
  movements: [],
  counted: null,
  expected: null,
  variance: null,
  varianceReason: null,
  approvedBy: null,
  tolerance: 500,
  closedAt: null,
  closedBy: null,
  ...overrides,
});

/** This browser registers as Till 2, and the server says what its drawer holds. */
export const drawerRoutes = (current: CurrentDrawer): StubRoutes => ({
  'POST /api/devices/tills/': { status: 201, body: toWire(tillTwo) },
  'GET /api/drawer/sessions/current/': { body: toWire(current) },
});

/** The till registration is kept in IndexedDB for the page's life: each test starts unregistered. */
export const forgetTillDevice = async (): Promise<void> => {
  await offlineDb().meta.clear();
};

/** As if this browser had registered as Till 2 earlier. */
export const keepTillDevice = async (merchant = 'corner-cafe'): Promise<void> => {
  await offlineDb().meta.put({ key: `device:${merchant}`, value: tillTwo });
};
