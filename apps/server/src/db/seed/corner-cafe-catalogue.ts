import type { CatalogueDef } from './catalogue-types.js';
import { cornerCafeDrinks } from './corner-cafe-drinks.js';
import { cornerCafeFoodAndRetail } from './corner-cafe-food.js';

/**
 * Corner Café's menu: two levels of categories, 56 products, VAT at 0, 5 and 20 per cent,
 * cold food at 20 eaten in and 0 taken away (issue 16).
 */
export const cornerCafeCatalogue: CatalogueDef = {
  attributes: [
    { name: 'Vegetarian', shortLabel: 'V' },
    { name: 'Vegan', shortLabel: 'VG' },
    { name: 'Gluten free', shortLabel: 'GF' },
    { name: 'Contains nuts', shortLabel: 'N' },
  ],
  quickTillPositions: ['Hot Drink', 'Cold Drink', 'Food Item', 'Cake Slice', 'Retail Item'],
  categories: [...cornerCafeDrinks, ...cornerCafeFoodAndRetail],
};
