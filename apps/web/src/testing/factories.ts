import { NO_APPROVALS } from '@opentill/contract/settings/discount-settings.schemas';
import { snakeizeKeys } from '@opentill/contract/case-conversion';
import type { Client, Device, Employee, Session } from '@opentill/contract/auth/auth.schemas';

export const makeUser = (overrides: Partial<Employee> = {}): Employee => ({
  id: 'user-1',
  email: 'sam@cafe.test',
  firstName: 'Sam',
  lastName: 'Baker',
  phone: '',
  photo: null,
  tags: [],
  termsAcceptedAt: null,
  groups: ['owner'],
  admin: false,
  superAdmin: false,
  ...overrides,
});

export const makeClient = (overrides: Partial<Client> = {}): Client => ({
  id: 'client-1',
  identifier: 'corner-cafe',
  name: 'Corner Cafe',
  timeZone: 'Europe/London',
  featureEatIn: true,
  featureInStore: false,
  featureTakeaway: true,
  featureHomeDelivery: false,
  featureClickAndCollect: false,
  featureDelivery: true,
  featureRestaurantMode: true,
  featureStoreMode: false,
  waitTime: 15,
  deliveryCost: 250,
  deliveryCostCutoff: 2000,
  vatRegistered: true,
  hospitalityMode: false,
  sendUnpaidToKitchen: true,
  takeawayAsksName: true,
  cashDrawer: false,
  discountPresets: [],
  approvals: NO_APPROVALS,
  isDemo: false,
  logo: null,
  domains: [],
  ...overrides,
});

export const makeDevice = (overrides: Partial<Device> = {}): Device => ({
  id: 'device-1',
  kind: 'terminal',
  serialNumber: 'PAX-0001',
  name: 'Front till',
  ...overrides,
});

export const makeSession = (overrides: Partial<Session> = {}): Session => ({
  user: makeUser(),
  client: makeClient(),
  device: null,
  ...overrides,
});

/** What the server sends: snake_case keys. */
export const toWire = (value: unknown): unknown => snakeizeKeys(value);
