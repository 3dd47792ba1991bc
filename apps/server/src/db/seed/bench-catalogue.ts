import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import {
  optionChoices,
  optionSets,
  productOptionSets,
  type categories,
  type products,
} from '@/db/schema/index.js';

// The bench merchant's catalogue, generated: 10 aisles of 4 shelves (50
// categories, two levels deep) and products spread over the 40 shelves with a
// few shared option sets each, so the till is measured at the size the issue names.

export const BENCH_AISLES = 10;
export const BENCH_SHELVES_PER_AISLE = 4;
const COLOURS = ['#1e88e5', '#43a047', '#f4511e', '#8e24aa', '#00897b', '#6d4c41', '#3949ab'];

type CategoryInsert = typeof categories.$inferInsert;

export const benchCategories = (clientId: string, createdAt: Date): CategoryInsert[] =>
  Array.from({ length: BENCH_AISLES }, (_, aisle) => {
    const id = randomUUID();
    const colour = COLOURS[aisle % COLOURS.length] ?? '#9e9e9e';
    const shelves = Array.from({ length: BENCH_SHELVES_PER_AISLE }, (__, shelf) => ({
      clientId,
      id: randomUUID(),
      slug: shelfSlug(aisle, shelf),
      name: `Shelf ${aisle + 1}.${shelf + 1}`,
      parentCategoryId: id,
      backgroundColour: colour,
      position: shelf,
      createdAt,
    }));
    const root = {
      clientId,
      id,
      slug: `aisle-${aisle + 1}`,
      name: `Aisle ${aisle + 1}`,
      parentCategoryId: null,
      backgroundColour: colour,
      position: aisle,
      createdAt,
    };
    return [root, ...shelves];
  }).flat();

export const shelfSlug = (aisle: number, shelf: number) => `shelf-${aisle + 1}-${shelf + 1}`;
const SHELVES = BENCH_AISLES * BENCH_SHELVES_PER_AISLE;

const BENCH_SETS = {
  size: {
    label: 'Size',
    multiple: false,
    choices: [
      ['Regular', 0],
      ['Large', 50],
    ],
  },
  extras: {
    label: 'Extras',
    multiple: true,
    choices: [
      ['Extra shot', 50],
      ['Syrup', 40],
      ['Whipped cream', 30],
    ],
  },
} as const;

/** The ids of the bench merchant's two shared sets, Size and Extras. */
export type BenchOptionSets = Record<keyof typeof BENCH_SETS, string>;

/**
 * The bench merchant's shared Size and Extras sets: found by label when a top-up
 * runs again, made otherwise.
 */
export const ensureBenchOptionSets = async (
  db: Db,
  clientId: string,
  createdAt: Date,
): Promise<BenchOptionSets> => {
  const labels = Object.values(BENCH_SETS).map((set) => set.label);
  const found = await db
    .select({ id: optionSets.id, label: optionSets.label })
    .from(optionSets)
    .where(and(eq(optionSets.clientId, clientId), inArray(optionSets.label, labels)));
  const ids: Partial<BenchOptionSets> = {};
  for (const [key, set] of Object.entries(BENCH_SETS) as [
    keyof BenchOptionSets,
    (typeof BENCH_SETS)[keyof BenchOptionSets],
  ][]) {
    const existing = found.find((row) => row.label === set.label);
    if (existing) {
      ids[key] = existing.id;
      continue;
    }
    const id = randomUUID();
    await db.insert(optionSets).values({
      id,
      clientId,
      label: set.label,
      multiple: set.multiple,
      createdAt,
      updatedAt: createdAt,
    });
    await db.insert(optionChoices).values(
      set.choices.map(([label, pricePence], position) => ({
        clientId,
        optionSetId: id,
        label,
        pricePence,
        position,
      })),
    );
    ids[key] = id;
  }
  return { size: ids.size ?? '', extras: ids.extras ?? '' };
};

/** Product `index` (0-based) of the bench catalogue: always the same shelf, position and option sets. */
export const benchProductRows = (
  clientId: string,
  index: number,
  shelfIds: readonly string[],
  createdAt: Date,
  sets: BenchOptionSets,
) => {
  const id = randomUUID();
  const vatRateBasisPoints = [2000, 500, 0][index % 3] ?? null;
  const product: typeof products.$inferInsert = {
    id,
    clientId,
    parentCategoryId: shelfIds[index % SHELVES] ?? null,
    name: `Bench item ${String(index + 1).padStart(5, '0')}`,
    pricePence: 100 + ((index * 37) % 900),
    vatRateBasisPoints,
    vatRateTakeawayBasisPoints: vatRateBasisPoints,
    stock: index % 4 === 0 ? 50 : null,
    position: Math.floor(index / SHELVES),
    createdAt,
    updatedAt: createdAt,
  };
  const links: (typeof productOptionSets.$inferInsert)[] = [];
  const attach = (optionSetId: string) =>
    links.push({ clientId, productId: id, optionSetId, position: links.length });
  // A third of the products go straight into the cart: the tap-to-cart bench taps those.
  if (index % 3 !== 0) attach(sets.size);
  if (index % 3 !== 0 && index % 2 === 0) attach(sets.extras);
  return { product, links };
};
