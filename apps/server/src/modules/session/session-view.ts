import type {
  Client,
  Device,
  Employee,
  Session,
  Whoami,
} from '@opentill/contract/auth/auth.schemas';
import { deriveClientModes } from '@opentill/contract/clients/client-modes';
import type { Group } from '@opentill/contract/constants';
import { toUser } from '@/modules/users/user-view.js';
import type { ClientRow, DeviceRow, Principal, UserRow } from './session.service.js';

const ADMIN_GROUPS: readonly string[] = ['owner', 'admin', 'superadmin'];

export const toEmployee = (user: UserRow): Employee => ({
  ...toUser(user),
  groups: user.groups as Group[],
  admin: user.groups.some((g) => ADMIN_GROUPS.includes(g)),
  superAdmin: user.groups.includes('superadmin'),
});

const derivedModes = (client: ClientRow) => {
  const modes = deriveClientModes(client);
  return { featureRestaurantMode: modes.restaurantMode, featureStoreMode: modes.storeMode };
};

export const toClient = (client: ClientRow): Client => ({
  id: client.id,
  identifier: client.identifier,
  name: client.name,
  timeZone: client.timeZone,
  domains: client.domains,
  isDemo: client.isDemo,
  logo: client.logo,
  featureEatIn: client.featureEatIn,
  featureInStore: client.featureInStore,
  featureTakeaway: client.featureTakeaway,
  featureHomeDelivery: client.featureHomeDelivery,
  featureClickAndCollect: client.featureClickAndCollect,
  featureDelivery: client.featureDelivery,
  ...derivedModes(client),
  waitTime: client.waitTimeMinutes,
  deliveryCost: client.deliveryCostPence,
  deliveryCostCutoff: client.deliveryCostCutoffPence,
  vatRegistered: client.vatRegistered,
  hospitalityMode: client.hospitalityMode,
  sendUnpaidToKitchen: client.sendUnpaidToKitchen,
  takeawayAsksName: client.takeawayAsksName,
  cashDrawer: client.cashDrawer,
  discountPresets: client.discountPresets,
  serviceCharge: { percent: client.serviceChargePercent, mandatory: client.serviceChargeMandatory },
  approvals: client.approvals,
});

export const toDevice = (device: DeviceRow): Device => ({
  id: device.id,
  kind: device.kind as Device['kind'],
  serialNumber: device.serialNumber,
  name: device.name,
});

export const toSession = (
  principal: Pick<Principal, 'user' | 'client' | 'device'> &
    Partial<Pick<Principal, 'homeClientId'>>,
): Session => ({
  user: principal.user ? toEmployee(principal.user) : null,
  client: principal.client ? toClient(principal.client) : null,
  device: principal.device ? toDevice(principal.device) : null,
  support:
    principal.homeClientId && principal.client ? { clientName: principal.client.name } : null,
});

export const toWhoami = (principal: Principal): Whoami => {
  const employee = principal.user ? toEmployee(principal.user) : null;
  const loggedIn = !!principal.client && (!!principal.user || !!principal.device);
  return {
    loggedIn,
    anonymous: !loggedIn,
    groups: employee?.groups ?? [],
    admin: employee?.admin ?? false,
    superAdmin: employee?.superAdmin ?? false,
    deviceSerialNumber: principal.device?.serialNumber ?? null,
    email: employee?.email ?? null,
    clientIdentifier: principal.client?.identifier ?? null,
  };
};
