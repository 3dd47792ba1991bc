import type { Pence } from '../money.js';
import { combineAllergens, type AllergenLevels } from './allergens.js';
import type { Product } from './product.schemas.js';

export type CartLine = {
  /** Stable id of the line in the cart (not the product id: one product may be on two lines). */
  lineId: string;
  product: Pick<
    Product,
    'id' | 'name' | 'price' | 'hasVariablePrice' | 'quickTill' | 'options' | 'color' | 'allergens'
  > & {
    /** Units in stock when it was rung up (null: not tracked; absent in older stored carts). */
    stock?: number | null;
    /**
     * The VAT rates in percent, eaten in and taken away, for the receipt a till prints
     * offline (issue 16); absent in carts stored before lines kept them.
     */
    vatRate?: number | null;
    vatRateTakeaway?: number | null;
  };
  /** Chosen choice ids, by option id (spec 001 §3 "options by option id"). */
  options: Record<string, string[]>;
  /** Pence; honoured only for variable-price and quick-till products. */
  priceOverride: Pence | null;
  quantity: number;
};

/** Whether a typed price may replace the catalogue price (DESIGN.md §2). */
export const acceptsPriceOverride = (
  product: Pick<Product, 'hasVariablePrice' | 'quickTill'>,
): boolean => product.hasVariablePrice || product.quickTill;

/**
 * One unit's price (spec 001 §5): the fixed price plus the chosen options'
 * prices, or the override for variable-price and quick-till products.
 */
export const unitPricePence = (
  line: Pick<CartLine, 'product' | 'options' | 'priceOverride'>,
): Pence => {
  if (line.priceOverride !== null && acceptsPriceOverride(line.product)) return line.priceOverride;
  let total = line.product.price;
  for (const option of line.product.options) {
    const chosen = new Set(line.options[option.id] ?? []);
    for (const choice of option.optionChoices) if (chosen.has(choice.id)) total += choice.price;
  }
  return total;
};

export const linePricePence = (
  line: Pick<CartLine, 'product' | 'options' | 'priceOverride' | 'quantity'>,
): Pence => unitPricePence(line) * line.quantity;

export const cartTotalPence = (lines: CartLine[]): Pence =>
  lines.reduce((sum, line) => sum + linePricePence(line), 0);

/**
 * A line's allergens as the kitchen will see them: the product's with those of the
 * choices picked (combineAllergens). Products and choices from before allergens state none.
 */
export const cartLineAllergens = (line: Pick<CartLine, 'product' | 'options'>): AllergenLevels => {
  const chosen = line.product.options.flatMap((option) => {
    const ids = new Set(line.options[option.id] ?? []);
    return option.optionChoices.filter((choice) => ids.has(choice.id));
  });
  return combineAllergens(
    line.product.allergens ?? {},
    chosen.map((choice) => choice.allergens ?? {}),
  );
};
