import type { CatalogueDef, OptionDef } from './catalogue-types.js';
import { FLAT_WHITE, OPEN_FOOD_PRODUCT_NAME } from './demo-constants.js';

// Corner Café's menu: two levels of categories, 56 products, VAT at 0, 5 and
// 20 per cent, options on the coffees, stock on the bakery and retail lines.

const milk: OptionDef = {
  label: FLAT_WHITE.milk.label,
  multiple: false,
  choices: Object.entries(FLAT_WHITE.milk.choices),
};
const extras: OptionDef = {
  label: FLAT_WHITE.extras.label,
  multiple: true,
  choices: Object.entries(FLAT_WHITE.extras.choices),
};
const coffee = [milk, extras];
const bread: OptionDef = { label: 'Bread', multiple: false, choices: [['White', 0], ['Brown', 0], ['Gluten free', 60]] };

export const cornerCafeCatalogue: CatalogueDef = {
  attributes: [
    { name: 'Vegetarian', shortLabel: 'V' },
    { name: 'Vegan', shortLabel: 'VG' },
    { name: 'Gluten free', shortLabel: 'GF' },
    { name: 'Contains nuts', shortLabel: 'N' },
  ],
  quickTillPositions: ['Hot Drink', 'Cold Drink', 'Food Item', 'Cake Slice', 'Retail Item'],
  categories: [
    {
      name: 'Hot Drinks', slug: 'hot-drinks', colour: '#795548',
      products: [
        { name: 'Hot Chocolate', pricePence: 340, vat: 20, measure: '12oz', weight: 4, options: [milk], attributes: ['V'] },
        { name: 'Babyccino', pricePence: 100, vat: 5, weight: 1 },
        { name: 'Hot Drink', pricePence: 300, vat: 20, quickTill: true, weight: 1 },
      ],
      children: [
        {
          name: 'Coffee', slug: 'coffee', colour: '#6d4c41',
          products: [
            { name: 'Espresso', pricePence: 220, vat: 20, measure: 'single', weight: 4, options: [extras] },
            { name: 'Double Espresso', pricePence: 260, vat: 20, measure: 'double', weight: 3, options: [extras] },
            { name: 'Americano', pricePence: 280, vat: 20, measure: '12oz', weight: 8, options: coffee },
            { name: FLAT_WHITE.name, pricePence: FLAT_WHITE.pricePence, vat: 20, measure: '8oz', weight: 12, options: coffee },
            { name: 'Latte', pricePence: 330, vat: 20, measure: '12oz', weight: 10, options: coffee },
            { name: 'Cappuccino', pricePence: 330, vat: 20, measure: '12oz', weight: 9, options: coffee },
            { name: 'Mocha', pricePence: 360, vat: 20, measure: '12oz', weight: 4, options: coffee },
            { name: 'Cortado', pricePence: 300, vat: 20, measure: '6oz', weight: 3, options: coffee },
            { name: 'Macchiato', pricePence: 260, vat: 20, measure: 'single', weight: 2, options: [extras] },
          ],
        },
        {
          name: 'Tea', slug: 'tea', colour: '#8d6e63',
          products: [
            { name: 'English Breakfast Tea', pricePence: 250, vat: 20, measure: 'pot', weight: 5, options: [milk] },
            { name: 'Earl Grey', pricePence: 250, vat: 20, measure: 'pot', weight: 2 },
            { name: 'Green Tea', pricePence: 250, vat: 20, measure: 'pot', weight: 2, attributes: ['VG'] },
            { name: 'Peppermint Tea', pricePence: 250, vat: 20, measure: 'pot', weight: 2, attributes: ['VG'] },
            { name: 'Chai Latte', pricePence: 340, vat: 20, measure: '12oz', weight: 3, options: [milk] },
          ],
        },
      ],
    },
    {
      name: 'Cold Drinks', slug: 'cold-drinks', colour: '#0288d1',
      products: [
        { name: 'Orange Juice', pricePence: 280, vat: 20, measure: '250ml', weight: 3, attributes: ['VG'] },
        { name: 'Apple Juice', pricePence: 280, vat: 20, measure: '250ml', weight: 2, attributes: ['VG'] },
        { name: 'Sparkling Water', pricePence: 180, vat: 20, measure: '500ml', weight: 2 },
        { name: 'Still Water', pricePence: 150, vat: 20, measure: '500ml', weight: 3 },
        { name: 'Cola', pricePence: 200, vat: 20, measure: '330ml', weight: 2 },
        { name: 'Lemonade', pricePence: 260, vat: 20, measure: '330ml', weight: 2 },
        { name: 'Iced Latte', pricePence: 360, vat: 20, measure: '16oz', weight: 3, options: coffee },
        { name: 'Berry Smoothie', pricePence: 420, vat: 20, measure: '16oz', weight: 2, attributes: ['VG'] },
        { name: 'Cold Drink', pricePence: 200, vat: 20, quickTill: true, weight: 1 },
      ],
    },
    {
      name: 'Food', slug: 'food', colour: '#ef6c00',
      products: [
        { name: 'Soup of the Day', pricePence: 550, vat: 20, description: 'With bread and butter', weight: 3, options: [bread], attributes: ['V'] },
        { name: OPEN_FOOD_PRODUCT_NAME, pricePence: 0, vat: null, variablePrice: true, weight: 1 },
        { name: 'Food Item', pricePence: 500, vat: 20, quickTill: true, weight: 1 },
      ],
      children: [
        {
          name: 'Breakfast', slug: 'breakfast', colour: '#f9a825',
          products: [
            { name: 'Full English', pricePence: 950, vat: 20, description: 'Bacon, sausage, egg, beans, toast', weight: 4 },
            { name: 'Bacon Roll', pricePence: 450, vat: 20, weight: 5, options: [bread] },
            { name: 'Sausage Roll', pricePence: 380, vat: 20, weight: 4 },
            { name: 'Avocado Toast', pricePence: 750, vat: 20, weight: 3, options: [bread], attributes: ['V', 'VG'] },
            { name: 'Porridge', pricePence: 420, vat: 5, weight: 2, attributes: ['V'], options: [{ label: 'Toppings', multiple: true, choices: [['Honey', 40], ['Berries', 80]] }] },
            { name: 'Eggs Benedict', pricePence: 850, vat: 20, weight: 2 },
            { name: 'Croissant', pricePence: 260, vat: 0, weight: 4, stock: [14, 5], attributes: ['V'] },
            { name: 'Pain au Chocolat', pricePence: 280, vat: 0, weight: 3, stock: [3, 5], attributes: ['V'] },
          ],
        },
        {
          name: 'Sandwiches', slug: 'sandwiches', colour: '#7cb342',
          products: [
            { name: 'Ham & Cheese', pricePence: 550, vat: 0, weight: 3, options: [bread] },
            { name: 'Tuna Mayo', pricePence: 520, vat: 0, weight: 2, options: [bread] },
            { name: 'Egg Mayo', pricePence: 480, vat: 0, weight: 2, options: [bread], attributes: ['V'] },
            { name: 'BLT', pricePence: 580, vat: 0, weight: 3, options: [bread] },
            { name: 'Cheese Toastie', pricePence: 520, vat: 20, weight: 3, attributes: ['V'] },
            { name: 'Chicken Pesto Panini', pricePence: 650, vat: 20, weight: 3, attributes: ['N'] },
          ],
        },
        {
          name: 'Cakes', slug: 'cakes', colour: '#d81b60',
          products: [
            { name: 'Carrot Cake', pricePence: 380, vat: 0, weight: 3, stock: [2, 3], attributes: ['V', 'N'] },
            { name: 'Chocolate Brownie', pricePence: 320, vat: 0, weight: 4, stock: [16, 4], attributes: ['V', 'GF'] },
            { name: 'Lemon Drizzle', pricePence: 350, vat: 0, weight: 2, attributes: ['V'] },
            { name: 'Blueberry Muffin', pricePence: 300, vat: 0, weight: 3, stock: [9, 4], attributes: ['V'] },
            { name: 'Scone', pricePence: 280, vat: 0, weight: 2, attributes: ['V'], options: [{ label: 'Extras', multiple: true, choices: [['Jam', 30], ['Clotted cream', 60]] }] },
            { name: 'Flapjack', pricePence: 250, vat: 0, weight: 2, attributes: ['V', 'VG'] },
            { name: 'Cake Slice', pricePence: 350, vat: 0, quickTill: true, weight: 1 },
          ],
        },
      ],
    },
    {
      name: 'Retail', slug: 'retail', colour: '#5e35b1',
      products: [
        { name: 'Coffee Beans', pricePence: 850, vat: 0, measure: '250g', weight: 1, stock: [20, 5] },
        { name: 'Reusable Cup', pricePence: 1200, vat: 20, measure: '12oz', weight: 1, stock: [15, 5] },
        { name: 'Branded Mug', pricePence: 900, vat: 20, weight: 1, stock: [4, 5] },
        { name: 'Chocolate Bar', pricePence: 150, vat: 20, weight: 2 },
        { name: 'Crisps', pricePence: 120, vat: 20, weight: 2, attributes: ['V'] },
        { name: 'Retail Item', pricePence: 500, vat: 20, quickTill: true, weight: 1 },
      ],
    },
  ],
};
