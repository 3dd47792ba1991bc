// The demo data's fixed facts. Tests and the start-up banner import them, so
// the seed and the tests cannot drift apart.

export const DEMO_PASSWORD = 'opentill-demo';
/** The terminal log-in and refund PIN of both demo merchants. */
export const DEMO_TERMINAL_PIN = '2468';
export const DEMO_TIME_ZONE = 'Europe/London';

export const CORNER_CAFE = {
  identifier: 'corner-cafe',
  name: 'Corner Café',
  ownerEmail: 'owner@example.com',
  managerEmail: 'manager@example.com',
  staffEmail: 'staff@example.com',
  waitTimeMinutes: 15,
  deliveryCostPence: 250,
  deliveryCostCutoffPence: 2000,
  opens: '08:00',
  closes: '22:00',
  tableCount: 12,
  terminalSerialNumber: 'DEMO-PAX-0001',
  terminalDeviceUuid: '6f1c2a0e-5b7d-4c1e-9a53-0d8e3f4b2c61',
  kitchenScreenUuid: '3b9e7d52-8a14-4f0c-b6e2-71c5d9a0f8e3',
} as const;

export const HARBOUR_FISH = {
  identifier: 'harbour-fish',
  name: 'Harbour Fish Bar',
  ownerEmail: 'owner@harbour.example',
  opens: '11:30',
  closes: '21:00',
  tableCount: 6,
  /** Days of history the second merchant gets at most. */
  maxDays: 7,
} as const;

export const DEMO_USERS = [
  {
    email: CORNER_CAFE.ownerEmail,
    groups: ['owner'],
    firstName: 'Olivia',
    lastName: 'Owner',
    phone: '07700 900001',
  },
  {
    email: CORNER_CAFE.managerEmail,
    groups: ['reporting'],
    firstName: 'Max',
    lastName: 'Manager',
    phone: '07700 900002',
  },
  {
    email: CORNER_CAFE.staffEmail,
    groups: [],
    firstName: 'Sophie',
    lastName: 'Staff',
    phone: '07700 900003',
  },
] as const;

export const DEMO_CASHIERS = {
  sam: {
    username: 'Sam',
    pin: '1234',
    colour: '#1e88e5',
    hasEditPermission: true,
    isManager: true,
  },
  alex: { username: 'Alex', pin: null, colour: '#43a047', hasEditPermission: false },
} as const;

export const HARBOUR_CASHIER = {
  username: 'Jamie',
  pin: null,
  colour: '#00897b',
  hasEditPermission: true,
} as const;

/** The Flat White and its options, as the till tests ring them up. */
export const FLAT_WHITE = {
  name: 'Flat White',
  pricePence: 320,
  milk: {
    label: 'Milk',
    choices: { Whole: 0, Oat: 30, Soy: 30 },
    // Oats are a cereal the law lists with gluten; oat drinks are often made beside wheat.
    allergens: {
      Whole: { milk: 'contains' },
      Oat: { gluten: 'may_contain' },
      Soy: { soya: 'contains' },
    },
  },
  extras: { label: 'Extras', choices: { 'Extra shot': 50, Syrup: 40 } },
  allergens: { milk: 'contains' },
} as const;

export const OPEN_FOOD_PRODUCT_NAME = 'Open Food';

/** The demo's superadmin (issue 14): OpenTill's own support, in the hidden platform client. */
export const DEMO_SUPPORT = {
  email: 'support@example.com',
  firstName: 'Sasha',
  lastName: 'Support',
} as const;
