import { acceptsPriceOverride, unitPricePence } from '@opentill/contract/catalogue/cart-line';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import type { AllergenLevels } from '@opentill/contract/catalogue/allergens';
import type { Pence } from '@opentill/contract/money';
import type { SaleOption, SaleProduct } from '@/modules/catalogue/sale-products.service.js';

// Prices an order's lines from the catalogue (DESIGN.md §2): a price the till
// sends is used only where the contract's acceptsPriceOverride allows it, and
// the unit price comes from the same unitPricePence the till shows, so the
// total the customer saw is the total the server charges. Pure, so the rules
// are unit- and property-tested without a database.

export type LineInput = {
  productId: string;
  optionalItemIds: readonly string[];
  priceOverride?: number | null;
};

export type PricedOption = {
  choiceId: string;
  optionId: string;
  optionLabel: string;
  label: string;
  /** What the choice added to this line: its price, or 0 when an override priced the line. */
  pricePence: Pence;
  allergens: AllergenLevels;
};

export type PricedLine = {
  product: SaleProduct;
  unitPricePence: Pence;
  /** The honoured override, or null when the catalogue priced the line. */
  priceOverridePence: Pence | null;
  options: PricedOption[];
  optionsPence: Pence;
  costPence: Pence;
};

export type LinePricing =
  { ok: true; lines: PricedLine[] } | { ok: false; fields: Record<string, string[]> };

type ChoiceRef = { option: SaleOption; choice: SaleOption['choices'][number] };

const choiceIndex = (product: SaleProduct): Map<string, ChoiceRef> =>
  new Map(
    product.options.flatMap((option) =>
      option.choices.map((choice) => [choice.id, { option, choice }] as const),
    ),
  );

/** Why a line's chosen ids are refused, or null when they fit the product. */
const choiceProblem = (
  product: SaleProduct,
  ids: readonly string[],
  index: Map<string, ChoiceRef>,
): string | null => {
  if (new Set(ids).size !== ids.length) return m.choiceRepeated;
  if (ids.some((id) => !index.has(id))) return m.unknownChoice;
  for (const option of product.options) {
    if (option.multiple) continue;
    const picked = ids.filter((id) => index.get(id)?.option.id === option.id);
    if (picked.length > 1) return m.singleChoice(option.label);
  }
  return null;
};

const priceLine = (product: SaleProduct, input: LineInput, index: Map<string, ChoiceRef>) => {
  const chosen = input.optionalItemIds.map((id) => index.get(id) as ChoiceRef);
  const override = input.priceOverride ?? null;
  const isOverridden = override !== null && acceptsPriceOverride(product);
  const costPence = unitPricePence({
    product: {
      id: product.id,
      name: product.name,
      color: '',
      price: product.pricePence,
      hasVariablePrice: product.hasVariablePrice,
      quickTill: product.quickTill,
      options: product.options.map((option) => ({
        id: option.id,
        label: option.label,
        multiple: option.multiple,
        optionChoices: option.choices.map((c) => ({
          id: c.id,
          label: c.label,
          price: c.pricePence,
        })),
      })),
    },
    options: Object.fromEntries(
      product.options.map((option) => [
        option.id,
        chosen.filter((ref) => ref.option.id === option.id).map((ref) => ref.choice.id),
      ]),
    ),
    priceOverride: isOverridden ? override : null,
  });
  const unit = isOverridden ? override : product.pricePence;
  const options = chosen.map(({ option, choice }) => ({
    choiceId: choice.id,
    optionId: option.id,
    optionLabel: option.label,
    label: choice.label,
    pricePence: isOverridden ? 0 : choice.pricePence,
    allergens: choice.allergens,
  }));
  return {
    product,
    unitPricePence: unit,
    priceOverridePence: isOverridden ? override : null,
    options,
    optionsPence: costPence - unit,
    costPence,
  };
};

/**
 * One priced line per input line, or the field errors of every bad line keyed
 * as the wire names them (`order_items.2.product_id`).
 */
export const priceOrderLines = (
  inputs: readonly LineInput[],
  products: ReadonlyMap<string, SaleProduct>,
): LinePricing => {
  const fields: Record<string, string[]> = {};
  const lines: PricedLine[] = [];
  inputs.forEach((input, i) => {
    const product = products.get(input.productId);
    if (!product) {
      fields[`order_items.${i}.product_id`] = [m.unknownProduct];
      return;
    }
    const index = choiceIndex(product);
    const problem = choiceProblem(product, input.optionalItemIds, index);
    if (problem) {
      fields[`order_items.${i}.optional_item_ids`] = [problem];
      return;
    }
    lines.push(priceLine(product, input, index));
  });
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, lines };
};

/** Units per product, for the stock decrement. */
export const unitsByProduct = (lines: readonly PricedLine[]): Map<string, number> => {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.product.id, (units.get(line.product.id) ?? 0) + 1);
  return units;
};
