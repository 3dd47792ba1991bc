import { defineProduct as p, type CategoryDef, type OptionDef } from './catalogue-types.js';
import { OPEN_FOOD_PRODUCT_NAME } from './demo-constants.js';

// Corner Café's food and retail, stock tracked on the bakery and retail lines (some
// already at their low-stock threshold). VAT as UK law has it (issue 16): cold food
// sold cold (sandwiches, pastries, cakes, a traditional flapjack) is 20% eaten in and 0%
// taken away; hot food, confectionery and crisps are 20% both ways; coffee beans 0%.

const bread: OptionDef = {
  label: 'Bread',
  multiple: false,
  choices: [
    ['White', 0],
    ['Brown', 0],
    ['Gluten free', 60],
  ],
  allergens: {
    White: { gluten: 'contains' },
    Brown: { gluten: 'contains', sesame: 'may_contain' },
    'Gluten free': { gluten: 'free', eggs: 'contains' },
  },
};

export const cornerCafeFoodAndRetail: CategoryDef[] = [
  {
    name: 'Food',
    slug: 'food',
    colour: '#ef6c00',
    products: [
      p('Soup of the Day', 550, 20, {
        description: 'With bread and butter',
        weight: 3,
        options: [bread],
        attributes: ['V'],
      }),
      p(OPEN_FOOD_PRODUCT_NAME, 0, null, { variablePrice: true, weight: 1 }),
      p('Food Item', 500, 20, { quickTill: true, weight: 1 }),
    ],
    children: [
      {
        name: 'Breakfast',
        slug: 'breakfast',
        colour: '#f9a825',
        products: [
          p('Full English', 950, 20, {
            description: 'Bacon, sausage, egg, beans, toast',
            weight: 4,
          }),
          p('Bacon Roll', 450, 20, { weight: 5, options: [bread] }),
          p('Sausage Roll', 380, 20, { weight: 4 }),
          p('Avocado Toast', 750, 20, { weight: 3, options: [bread], attributes: ['V', 'VG'] }),
          p('Porridge', 420, 5, {
            weight: 2,
            attributes: ['V'],
            options: [
              {
                label: 'Toppings',
                multiple: true,
                choices: [
                  ['Honey', 40],
                  ['Berries', 80],
                ],
              },
            ],
          }),
          p('Eggs Benedict', 850, 20, { weight: 2 }),
          p('Croissant', 260, 20, {
            vatTakeaway: 0,
            weight: 4,
            stock: [14, 5],
            attributes: ['V'],
            allergens: { gluten: 'contains', eggs: 'contains', milk: 'contains' },
          }),
          p('Pain au Chocolat', 280, 20, {
            vatTakeaway: 0,
            weight: 3,
            stock: [3, 5],
            attributes: ['V'],
          }),
        ],
      },
      {
        name: 'Sandwiches',
        slug: 'sandwiches',
        colour: '#7cb342',
        products: [
          p('Ham & Cheese', 550, 20, { vatTakeaway: 0, weight: 3, options: [bread] }),
          p('Tuna Mayo', 520, 20, { vatTakeaway: 0, weight: 2, options: [bread] }),
          p('Egg Mayo', 480, 20, {
            vatTakeaway: 0,
            weight: 2,
            options: [bread],
            attributes: ['V'],
            allergens: { eggs: 'contains', mustard: 'may_contain' },
          }),
          p('BLT', 580, 20, { vatTakeaway: 0, weight: 3, options: [bread] }),
          p('Cheese Toastie', 520, 20, {
            weight: 3,
            attributes: ['V'],
            allergens: { gluten: 'contains', milk: 'contains', mustard: 'may_contain' },
          }),
          p('Chicken Pesto Panini', 650, 20, {
            weight: 3,
            attributes: ['N'],
            allergens: { gluten: 'contains', milk: 'contains', treeNuts: 'contains' },
          }),
        ],
      },
      {
        name: 'Cakes',
        slug: 'cakes',
        colour: '#d81b60',
        products: [
          p('Carrot Cake', 380, 20, {
            vatTakeaway: 0,
            weight: 3,
            stock: [2, 3],
            attributes: ['V', 'N'],
            allergens: {
              eggs: 'contains',
              gluten: 'contains',
              milk: 'contains',
              treeNuts: 'may_contain',
            },
          }),
          p('Chocolate Brownie', 320, 20, {
            vatTakeaway: 0,
            weight: 4,
            stock: [16, 4],
            attributes: ['V', 'GF'],
            allergens: {
              eggs: 'contains',
              milk: 'contains',
              soya: 'contains',
              gluten: 'free',
              treeNuts: 'may_contain',
            },
          }),
          p('Lemon Drizzle', 350, 20, { vatTakeaway: 0, weight: 2, attributes: ['V'] }),
          p('Blueberry Muffin', 300, 20, {
            vatTakeaway: 0,
            weight: 3,
            stock: [9, 4],
            attributes: ['V'],
          }),
          p('Scone', 280, 20, {
            vatTakeaway: 0,
            weight: 2,
            attributes: ['V'],
            options: [
              {
                // Not "Extras": that is the coffees' shared set, and the editor lists sets by label.
                label: 'Cream tea',
                multiple: true,
                choices: [
                  ['Jam', 30],
                  ['Clotted cream', 60],
                ],
              },
            ],
          }),
          p('Flapjack', 250, 20, { vatTakeaway: 0, weight: 2, attributes: ['V', 'VG'] }),
          p('Cake Slice', 350, 20, { vatTakeaway: 0, quickTill: true, weight: 1 }),
        ],
      },
    ],
  },
  {
    name: 'Retail',
    slug: 'retail',
    colour: '#5e35b1',
    products: [
      p('Coffee Beans', 850, 0, { measure: '250g', weight: 1, stock: [20, 5] }),
      p('Reusable Cup', 1200, 20, { measure: '12oz', weight: 1, stock: [15, 5] }),
      p('Branded Mug', 900, 20, { weight: 1, stock: [4, 5] }),
      p('Chocolate Bar', 150, 20, { weight: 2 }),
      p('Crisps', 120, 20, { weight: 2, attributes: ['V'] }),
      p('Retail Item', 500, 20, { quickTill: true, weight: 1 }),
    ],
  },
];
