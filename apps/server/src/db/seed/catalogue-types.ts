import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';

// The shape of a demo catalogue as written in the data files, and of the
// seeded products the order generator rings up.

export type OptionDef = {
  label: string;
  multiple: boolean;
  /** [label, price in pence] */
  choices: readonly (readonly [string, number])[];
  /** Allergens by choice label, e.g. Oat: gluten may contain. */
  allergens?: Readonly<Record<string, AllergenLevels>>;
};

export type ProductDef = {
  name: string;
  pricePence: number;
  /** VAT percent eaten in (0, 5, 20 or custom); null = not set. */
  vat: number | null;
  /** VAT percent taken away (issue 16); absent = the same as eaten in. */
  vatTakeaway?: number | null;
  measure?: string;
  description?: string;
  /** How often the demo history sells it, relative to other products; 0 = never. */
  weight?: number;
  /** [stock, low-stock threshold]; absent = stock not tracked. */
  stock?: readonly [number, number];
  variablePrice?: boolean;
  quickTill?: boolean;
  options?: readonly OptionDef[];
  /** Short labels of attributes, e.g. 'V'. */
  attributes?: readonly string[];
  allergens?: AllergenLevels;
};

export type CategoryDef = {
  name: string;
  slug: string;
  colour: string;
  products?: readonly ProductDef[];
  children?: readonly CategoryDef[];
};

export type CatalogueDef = {
  categories: readonly CategoryDef[];
  attributes: readonly { name: string; shortLabel: string }[];
  /** Product names for quick-till positions 0, 1, 2 … */
  quickTillPositions: readonly string[];
};

export type SeedChoice = {
  id: string;
  label: string;
  pricePence: number;
  allergens: AllergenLevels;
};
export type SeedOption = {
  id: string;
  label: string;
  multiple: boolean;
  choices: SeedChoice[];
};

export type SeedProduct = {
  id: string;
  name: string;
  description: string;
  measure: string;
  categoryId: string;
  categoryName: string;
  pricePence: number;
  hasVariablePrice: boolean;
  quickTill: boolean;
  vatRateBasisPoints: number | null;
  vatRateTakeawayBasisPoints: number | null;
  weight: number;
  stock: number | null;
  lowStockThreshold: number | null;
  allergens: AllergenLevels;
  options: SeedOption[];
};

/** Shorthand for the data files: a product from its name, price, VAT percent and extras. */
export const defineProduct = (
  name: string,
  pricePence: number,
  vat: number | null,
  rest: Omit<ProductDef, 'name' | 'pricePence' | 'vat'> = {},
): ProductDef => ({ name, pricePence, vat, ...rest });
