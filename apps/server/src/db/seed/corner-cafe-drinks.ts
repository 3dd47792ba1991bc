import { defineProduct as p, type CategoryDef, type OptionDef } from './catalogue-types.js';
import { FLAT_WHITE } from './demo-constants.js';

// Corner Café's drinks. The coffees share the Flat White's Milk and Extras: each is one
// option set (one object here), so editing Milk once changes every drink that asks it.

const milk: OptionDef = {
  label: FLAT_WHITE.milk.label,
  multiple: false,
  choices: Object.entries(FLAT_WHITE.milk.choices),
  allergens: FLAT_WHITE.milk.allergens,
};
const extras: OptionDef = {
  label: FLAT_WHITE.extras.label,
  multiple: true,
  choices: Object.entries(FLAT_WHITE.extras.choices),
};
const coffee = [milk, extras];

export const cornerCafeDrinks: CategoryDef[] = [
  {
    name: 'Hot Drinks',
    slug: 'hot-drinks',
    colour: '#795548',
    products: [
      p('Hot Chocolate', 340, 20, {
        measure: '12oz',
        weight: 4,
        options: [milk],
        attributes: ['V'],
        allergens: { milk: 'contains', soya: 'may_contain' },
      }),
      p('Babyccino', 100, 5, { weight: 1 }),
      p('Hot Drink', 300, 20, { quickTill: true, weight: 1 }),
    ],
    children: [
      {
        name: 'Coffee',
        slug: 'coffee',
        colour: '#6d4c41',
        products: [
          p('Espresso', 220, 20, { measure: 'single', weight: 4, options: [extras] }),
          p('Double Espresso', 260, 20, { measure: 'double', weight: 3, options: [extras] }),
          p('Americano', 280, 20, { measure: '12oz', weight: 8, options: coffee }),
          p(FLAT_WHITE.name, FLAT_WHITE.pricePence, 20, {
            measure: '8oz',
            weight: 12,
            options: coffee,
            allergens: FLAT_WHITE.allergens,
          }),
          p('Latte', 330, 20, {
            measure: '12oz',
            weight: 10,
            options: coffee,
            allergens: { milk: 'contains' },
          }),
          p('Cappuccino', 330, 20, {
            measure: '12oz',
            weight: 9,
            options: coffee,
            allergens: { milk: 'contains' },
          }),
          p('Mocha', 360, 20, { measure: '12oz', weight: 4, options: coffee }),
          p('Cortado', 300, 20, { measure: '6oz', weight: 3, options: coffee }),
          p('Macchiato', 260, 20, { measure: 'single', weight: 2, options: [extras] }),
        ],
      },
      {
        name: 'Tea',
        slug: 'tea',
        colour: '#8d6e63',
        products: [
          p('English Breakfast Tea', 250, 20, { measure: 'pot', weight: 5, options: [milk] }),
          p('Earl Grey', 250, 20, { measure: 'pot', weight: 2 }),
          p('Green Tea', 250, 20, { measure: 'pot', weight: 2, attributes: ['VG'] }),
          p('Peppermint Tea', 250, 20, { measure: 'pot', weight: 2, attributes: ['VG'] }),
          p('Chai Latte', 340, 20, { measure: '12oz', weight: 3, options: [milk] }),
        ],
      },
    ],
  },
  {
    name: 'Cold Drinks',
    slug: 'cold-drinks',
    colour: '#0288d1',
    products: [
      p('Orange Juice', 280, 20, { measure: '250ml', weight: 3, attributes: ['VG'] }),
      p('Apple Juice', 280, 20, { measure: '250ml', weight: 2, attributes: ['VG'] }),
      p('Sparkling Water', 180, 20, { measure: '500ml', weight: 2 }),
      p('Still Water', 150, 20, { measure: '500ml', weight: 3 }),
      p('Cola', 200, 20, { measure: '330ml', weight: 2 }),
      p('Lemonade', 260, 20, { measure: '330ml', weight: 2 }),
      p('Iced Latte', 360, 20, { measure: '16oz', weight: 3, options: coffee }),
      p('Berry Smoothie', 420, 20, { measure: '16oz', weight: 2, attributes: ['VG'] }),
      p('Cold Drink', 200, 20, { quickTill: true, weight: 1 }),
    ],
  },
];
