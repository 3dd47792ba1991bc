import { randomUUID } from 'node:crypto';
import type { categories, optionChoices, productOptions, products } from '@/db/schema/index.js';

// The bench merchant's catalogue, generated: 10 aisles of 4 shelves (50
// categories, two levels deep) and products spread over the 40 shelves with a
// few options each, so the till is measured at the size the issue names.

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

/** Product `index` (0-based) of the bench catalogue: always the same shelf, position and options. */
export const benchProductRows = (
  clientId: string,
  index: number,
  shelfIds: readonly string[],
  createdAt: Date,
) => {
  const id = randomUUID();
  const product: typeof products.$inferInsert = {
    id,
    clientId,
    parentCategoryId: shelfIds[index % SHELVES] ?? null,
    name: `Bench item ${String(index + 1).padStart(5, '0')}`,
    pricePence: 100 + ((index * 37) % 900),
    vatRateBasisPoints: [2000, 500, 0][index % 3] ?? null,
    stock: index % 4 === 0 ? 50 : null,
    position: Math.floor(index / SHELVES),
    createdAt,
    updatedAt: createdAt,
  };
  const options: (typeof productOptions.$inferInsert)[] = [];
  const choices: (typeof optionChoices.$inferInsert)[] = [];
  const addOption = (label: string, multiple: boolean, picks: [string, number][]) => {
    const optionId = randomUUID();
    options.push({
      id: optionId,
      clientId,
      productId: id,
      label,
      multiple,
      position: options.length,
    });
    picks.forEach(([choice, pricePence], position) =>
      choices.push({ clientId, optionId, label: choice, pricePence, position }),
    );
  };
  // A third of the products go straight into the cart: the tap-to-cart bench taps those.
  if (index % 3 !== 0) {
    addOption('Size', false, [
      ['Regular', 0],
      ['Large', 50],
    ]);
  }
  if (index % 3 !== 0 && index % 2 === 0) {
    addOption('Extras', true, [
      ['Extra shot', 50],
      ['Syrup', 40],
      ['Whipped cream', 30],
    ]);
  }
  return { product, options, choices };
};
