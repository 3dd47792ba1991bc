import type { customers } from '@/db/schema/index.js';
import type { IdFactory, Rng } from './prng.js';

// Made-up customers for delivery and collection orders. Phone numbers are in
// Ofcom's drama range (07700 900xxx) and emails on example.com, so nothing
// real is ever texted or mailed.

export type CustomerRow = typeof customers.$inferInsert & { id: string };

const firstNames = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Arthur',
  'Grace',
  'Leo',
  'Freya',
  'Oscar',
  'Lily',
  'Harry',
  'Ivy',
  'Jack',
  'Rosie',
  'Theo',
  'Ella',
  'Finley',
];
const lastNames = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Patel',
  'Khan',
  'Hughes',
  'Clarke',
  'Green',
];
const streets = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Park Avenue',
  'Mill Road',
  'Victoria Street',
  'Queens Road',
  'Harbour Way',
  'Elm Grove',
  'Market Place',
];
const postcodes = [
  'E1 6AN',
  'E2 7DJ',
  'E8 3RL',
  'N1 5LH',
  'N16 7UX',
  'EC2A 4PH',
  'E5 0LA',
  'E9 7HD',
  'N4 2DP',
  'E3 4QS',
];

export const createDemoCustomers = (
  clientId: string,
  count: number,
  rng: Rng,
  newId: IdFactory,
  createdAt: Date,
): CustomerRow[] =>
  Array.from({ length: count }, (_, index) => {
    const first = rng.pick(firstNames);
    const last = rng.pick(lastNames);
    return {
      id: newId(),
      clientId,
      name: `${first} ${last}`,
      phone: `07700 900${String(100 + index).padStart(3, '0')}`,
      email: rng.chance(0.6) ? `${first}.${last}${index}@example.com`.toLowerCase() : '',
      address: `${rng.int(1, 180)} ${rng.pick(streets)}`,
      postcode: rng.pick(postcodes),
      over18: rng.chance(0.9),
      createdAt,
      updatedAt: createdAt,
    };
  });
