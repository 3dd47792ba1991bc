import type { Db } from '@/db/client.js';
import { defineProduct as p, type CatalogueDef } from './catalogue-types.js';
import {
  DEMO_TERMINAL_PIN,
  DEMO_TIME_ZONE,
  HARBOUR_CASHIER,
  HARBOUR_FISH,
} from './demo-constants.js';
import { createDemoCustomers } from './demo-customers.js';
import { createIdFactory, createRng } from './prng.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedMerchant, type MerchantDef, type SecretHashes } from './seed-merchant.js';
import { seedOrders } from './seed-orders.js';
import { seedVenue } from './seed-venue.js';

// The second demo merchant: there so that tenancy (one merchant never sees
// another's data) is tested against real rows.

const harbourFish: MerchantDef = {
  identifier: HARBOUR_FISH.identifier,
  name: HARBOUR_FISH.name,
  timeZone: DEMO_TIME_ZONE,
  features: { featureEatIn: true, featureInStore: true, featureTakeaway: true },
  waitTimeMinutes: 20,
  deliveryCostPence: 0,
  deliveryCostCutoffPence: 0,
  vatRegistered: true,
  vatNumber: 'GB987654321',
  opens: HARBOUR_FISH.opens,
  closes: HARBOUR_FISH.closes,
  users: [
    {
      email: HARBOUR_FISH.ownerEmail,
      groups: ['owner'],
      firstName: 'Hannah',
      lastName: 'Harbour',
      phone: '07700 900050',
    },
  ],
  cashiers: [HARBOUR_CASHIER],
};

const size = {
  label: 'Size',
  multiple: false,
  choices: [
    ['Regular', 0],
    ['Large', 250],
  ],
} as const;

const harbourCatalogue: CatalogueDef = {
  attributes: [{ name: 'Gluten free', shortLabel: 'GF' }],
  quickTillPositions: [],
  categories: [
    {
      name: 'Fish',
      slug: 'fish',
      colour: '#1565c0',
      products: [
        p('Cod & Chips', 1150, 20, { weight: 6, options: [size] }),
        p('Haddock & Chips', 1250, 20, { weight: 4, options: [size] }),
        p('Scampi & Chips', 990, 20, { weight: 2 }),
        p('Fishcake', 450, 20, { weight: 2 }),
      ],
    },
    {
      name: 'Sides',
      slug: 'sides',
      colour: '#f9a825',
      products: [
        p('Chips', 350, 20, { weight: 4, attributes: ['GF'] }),
        p('Mushy Peas', 150, 20, { weight: 2, attributes: ['GF'] }),
        p('Curry Sauce', 150, 20, { weight: 2 }),
      ],
    },
    {
      name: 'Drinks',
      slug: 'drinks',
      colour: '#00838f',
      products: [p('Can of Cola', 150, 20, { weight: 3 }), p('Mug of Tea', 150, 20, { weight: 2 })],
    },
  ],
};

export const seedHarbourFish = async (
  db: Db,
  options: { days: number; now: Date; createdAt: Date; hashes: SecretHashes },
): Promise<void> => {
  const newId = createIdFactory(HARBOUR_FISH.identifier);
  const rng = createRng(`${HARBOUR_FISH.identifier}:orders`);
  const merchant = await seedMerchant(db, harbourFish, {
    newId,
    hashes: options.hashes,
    terminalPin: DEMO_TERMINAL_PIN,
    createdAt: options.createdAt,
  });
  const { clientId } = merchant;
  const products = await seedCatalogue(db, clientId, harbourCatalogue, {
    newId,
    createdAt: options.createdAt,
  });
  const { tables } = await seedVenue(
    db,
    clientId,
    {
      tableCount: HARBOUR_FISH.tableCount,
      hasSlots: false,
      menus: [{ name: 'All Day', startTime: HARBOUR_FISH.opens, endTime: HARBOUR_FISH.closes }],
    },
    { newId, createdAt: options.createdAt },
  );
  await seedOrders(db, {
    clientId,
    timeZone: DEMO_TIME_ZONE,
    openingHours: merchant.openingHours,
    days: Math.min(options.days, HARBOUR_FISH.maxDays),
    now: options.now,
    ordersPerDay: [8, 16],
    deliverToWeights: [
      ['table_service', 40],
      ['collection', 35],
      ['in_store', 25],
    ],
    deliveryCostPence: 0,
    deliveryCostCutoffPence: 0,
    products,
    cashierIds: merchant.cashierIds,
    tables,
    customers: createDemoCustomers(clientId, 10, rng, newId, options.createdAt),
    hasOpenOrdersToday: false,
    rng,
    newId,
  });
};
