import type { Category, CategoryDetail } from '@opentill/contract/catalogue/category.schemas';
import type { OptionSet } from '@opentill/contract/catalogue/option-set.schemas';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import type { Cashier } from '@opentill/contract/cashiers/cashier.schemas';

let sequence = 0;
/** A uuid-shaped id, as the server's, so contract uuid rules accept it. */
export const testUuid = (): string =>
  `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  id: testUuid(),
  name: 'Espresso',
  parentCategoryId: null,
  description: '',
  price: 220,
  hasVariablePrice: false,
  measure: '',
  stock: null,
  lowStockThreshold: null,
  vatRate: 20,
  vatRateTakeaway: 20,
  selfColor: null,
  color: '#6d4c41',
  quickTill: false,
  position: 0,
  options: [],
  attributes: [],
  rootCategoryName: null,
  ...overrides,
});

/** The demo's Flat White: £3.20, Milk (Whole, Oat +30p, Soy +30p) and Extras (shot +50p, syrup +40p). */
export const makeFlatWhite = (overrides: Partial<Product> = {}): Product =>
  makeProduct({
    name: 'Flat White',
    price: 320,
    measure: '8oz',
    options: [
      {
        id: testUuid(),
        label: 'Milk',
        multiple: false,
        optionChoices: [
          { id: testUuid(), label: 'Whole', price: 0 },
          { id: testUuid(), label: 'Oat', price: 30 },
          { id: testUuid(), label: 'Soy', price: 30 },
        ],
      },
      {
        id: testUuid(),
        label: 'Extras',
        multiple: true,
        optionChoices: [
          { id: testUuid(), label: 'Extra shot', price: 50 },
          { id: testUuid(), label: 'Syrup', price: 40 },
        ],
      },
    ],
    ...overrides,
  });

/** A product's options as the shared sets they are, each used by `productCount` products. */
export const optionSetsOf = (product: Product, productCount = 10): OptionSet[] =>
  product.options.map((option) => ({ ...option, productCount }));

export const makeCategory = (overrides: Partial<Category> = {}): Category => ({
  id: testUuid(),
  slug: 'hot-drinks',
  name: 'Hot Drinks',
  parentCategoryId: null,
  backgroundColour: '#795548',
  position: 0,
  ...overrides,
});

export const makeCategoryDetail = (
  category: Category,
  rest: Partial<Pick<CategoryDetail, 'ancestors' | 'children' | 'products'>> = {},
): CategoryDetail => ({ ...category, ancestors: [], children: [], products: [], ...rest });

export const makeCashier = (overrides: Partial<Cashier> = {}): Cashier => ({
  id: testUuid(),
  username: 'Sam',
  colour: '#1e88e5',
  hasPin: true,
  hasEditPermission: true,
  isManager: false,
  ...overrides,
});
