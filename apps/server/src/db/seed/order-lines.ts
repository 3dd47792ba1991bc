import type { DeliverTo } from '@/db/schema/index.js';
import type { SeedChoice, SeedOption, SeedProduct } from './catalogue-types.js';
import type { Rng } from './prng.js';

// Rings up the lines of one demo order and prices them the way the server
// does (DESIGN.md §2): catalogue price, or the typed price for variable-price
// and quick-till products, plus the chosen options' prices. Integer pence only.

export type OrderLine = {
  product: SeedProduct;
  unitPricePence: number;
  priceOverridePence: number | null;
  chosen: { option: SeedOption; choice: SeedChoice }[];
  optionsPence: number;
  costPence: number;
};

const itemCounts = [
  [1, 35],
  [2, 35],
  [3, 20],
  [4, 10],
] as const;

const chooseOptions = (product: SeedProduct, rng: Rng) =>
  product.options.flatMap((option) => {
    if (!option.multiple) {
      const [first, ...rest] = option.choices;
      if (!first) return [];
      // Most people take the default (first) choice.
      const choice = rest.length === 0 || rng.chance(0.6) ? first : rng.pick(rest);
      return [{ option, choice }];
    }
    return option.choices.filter(() => rng.chance(0.15)).map((choice) => ({ option, choice }));
  });

const ringUp = (product: SeedProduct, rng: Rng): OrderLine => {
  // Typed prices land on 10p steps, as people key them in.
  const priceOverridePence = product.hasVariablePrice
    ? rng.int(15, 120) * 10
    : product.quickTill
      ? rng.int(10, 80) * 10
      : null;
  const unitPricePence = priceOverridePence ?? product.pricePence;
  const chosen = chooseOptions(product, rng);
  const optionsPence = chosen.reduce((sum, { choice }) => sum + choice.pricePence, 0);
  return {
    product,
    unitPricePence,
    priceOverridePence,
    chosen,
    optionsPence,
    costPence: unitPricePence + optionsPence,
  };
};

export const ringUpOrder = (
  products: readonly SeedProduct[],
  deliverTo: DeliverTo,
  rng: Rng,
): { lines: OrderLine[]; itemsTotalPence: number } => {
  const sellable = products.filter((p) => p.weight > 0).map((p) => [p, p.weight] as const);
  // Deliveries are bigger baskets.
  const extra = deliverTo === 'delivery' || deliverTo === 'home_delivery' ? 1 : 0;
  const count = rng.weighted(itemCounts) + extra;
  const lines = Array.from({ length: count }, () => ringUp(rng.weighted(sellable), rng));
  return { lines, itemsTotalPence: lines.reduce((sum, line) => sum + line.costPence, 0) };
};

/** The delivery charge rule (spec 001 §9): charged when the items total is below the cutoff. */
export const deliveryChargeFor = (
  deliverTo: DeliverTo,
  itemsTotalPence: number,
  rule: { deliveryCostPence: number; deliveryCostCutoffPence: number },
): number =>
  (deliverTo === 'delivery' || deliverTo === 'home_delivery') &&
  itemsTotalPence < rule.deliveryCostCutoffPence
    ? rule.deliveryCostPence
    : 0;
