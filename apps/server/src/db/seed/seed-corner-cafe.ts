import type { Db } from '@/db/client.js';
import { cornerCafeCatalogue } from './corner-cafe-catalogue.js';
import { seedCornerCafeInvites } from './corner-cafe-invites.js';
import {
  CORNER_CAFE,
  DEMO_CASHIERS,
  DEMO_TERMINAL_PIN,
  DEMO_TIME_ZONE,
  DEMO_USERS,
} from './demo-constants.js';
import { createDemoCustomers } from './demo-customers.js';
import { createIdFactory, createRng } from './prng.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedCornerCafeExtras } from './seed-extras.js';
import { seedMerchant, type MerchantDef, type SecretHashes } from './seed-merchant.js';
import { seedOrders } from './seed-orders.js';
import { seedVenue } from './seed-venue.js';

// Corner Café: every feature on, a full menu, and `days` days of history.

const cornerCafe: MerchantDef = {
  identifier: CORNER_CAFE.identifier,
  name: CORNER_CAFE.name,
  timeZone: DEMO_TIME_ZONE,
  features: {
    featureEatIn: true,
    featureInStore: true,
    featureTakeaway: true,
    featureHomeDelivery: true,
    featureClickAndCollect: true,
    featureDelivery: true,
  },
  waitTimeMinutes: CORNER_CAFE.waitTimeMinutes,
  deliveryCostPence: CORNER_CAFE.deliveryCostPence,
  deliveryCostCutoffPence: CORNER_CAFE.deliveryCostCutoffPence,
  vatRegistered: true,
  vatNumber: 'GB123456789',
  opens: CORNER_CAFE.opens,
  closes: CORNER_CAFE.closes,
  users: DEMO_USERS,
  cashiers: [DEMO_CASHIERS.sam, DEMO_CASHIERS.alex],
};

export const seedCornerCafe = async (
  db: Db,
  options: { days: number; now: Date; createdAt: Date; hashes: SecretHashes },
): Promise<void> => {
  const { days, now, createdAt, hashes } = options;
  const newId = createIdFactory(CORNER_CAFE.identifier);
  const rng = createRng(`${CORNER_CAFE.identifier}:orders`);
  const merchant = await seedMerchant(db, cornerCafe, {
    newId,
    hashes,
    terminalPin: DEMO_TERMINAL_PIN,
    createdAt,
  });
  const { clientId } = merchant;
  const products = await seedCatalogue(db, clientId, cornerCafeCatalogue, { newId, createdAt });
  const { tables } = await seedVenue(
    db,
    clientId,
    {
      tableCount: CORNER_CAFE.tableCount,
      hasSlots: true,
      menus: [
        { name: 'Breakfast', startTime: '08:00', endTime: '11:30' },
        { name: 'Lunch', startTime: '11:30', endTime: '15:00' },
        { name: 'All Day', startTime: CORNER_CAFE.opens, endTime: CORNER_CAFE.closes },
      ],
    },
    { newId, createdAt: createdAt },
  );
  const orderRows = await seedOrders(db, {
    clientId,
    timeZone: DEMO_TIME_ZONE,
    openingHours: merchant.openingHours,
    days,
    now,
    ordersPerDay: [18, 32],
    deliverToWeights: [
      ['in_store', 30],
      ['table_service', 25],
      ['collection', 14],
      ['click_and_collect', 9],
      ['delivery', 11],
      ['home_delivery', 11],
    ],
    deliveryCostPence: CORNER_CAFE.deliveryCostPence,
    deliveryCostCutoffPence: CORNER_CAFE.deliveryCostCutoffPence,
    products,
    cashierIds: merchant.cashierIds,
    tables,
    customers: createDemoCustomers(clientId, 40, rng, newId, createdAt),
    hasOpenOrdersToday: true,
    rng,
    newId,
  });
  const [ownerUserId] = merchant.userIds;
  if (!ownerUserId) throw new Error('Corner Café has no owner');
  await seedCornerCafeExtras(db, {
    clientId,
    ownerUserId,
    now,
    createdAt,
    products,
    orderRows,
    newId,
  });
  await seedCornerCafeInvites(db, { clientId, ownerUserId, now });
};
