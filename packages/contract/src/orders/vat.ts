import type { Pence } from '../money.js';
import type { DeliverTo } from './deliver-to.js';

// Zod-free: the till's offline receipt and the server's order, receipt and reports
// work VAT out with these same functions, so their pennies always agree.

/**
 * Whether an order of this type is eaten on the premises, which decides the VAT rate
 * of each line (issue 16). Only Eat In is: In Store is a shop's sale, taken away.
 */
export const isEatIn = (deliverTo: DeliverTo): boolean => deliverTo === 'table_service';

/**
 * `numerator / denominator` rounded half up (away from zero at exactly half), in
 * integers: a float division would put 0.5 pennies a hair either side of the line.
 */
const divideHalfUp = (numerator: number, denominator: number): number => {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
};

/** The VAT inside a VAT-inclusive amount at a rate in basis points (2000 = 20%). */
export const vatInGross = (gross: Pence, basisPoints: number): Pence =>
  basisPoints <= 0 || gross === 0 ? 0 : divideHalfUp(gross * basisPoints, 10_000 + basisPoints);

/**
 * Splits `total` pence over `weights` in proportion, by largest remainder: the parts
 * always add up to `total` exactly, and equal weights differ by at most a penny.
 */
export const allocatePence = (total: Pence, weights: readonly number[]): Pence[] => {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const magnitude = Math.abs(total);
  const shares = weights.map((weight) => {
    const exact = magnitude * weight;
    return { floor: Math.floor(exact / sum), remainder: exact % sum };
  });
  let left = magnitude - shares.reduce((acc, share) => acc + share.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const parts = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((part) => (total < 0 ? -part : part));
};

export type VatLine = {
  /** Percent, e.g. 20 or 12.5. */
  rate: number;
  /** VAT-inclusive sales at this rate after their share of the order's discounts. */
  gross: Pence;
  net: Pence;
  vat: Pence;
};

export type VatItem = { cost: Pence; vatRateBasisPoints: number | null };

/**
 * VAT per rate on an order (prices are VAT-inclusive). A discount or surcharge on the
 * whole order is shared between the rates in proportion to their sales, so a 10%
 * discount lowers the VAT too. The VAT is worked out once per rate on its total and
 * rounded half up, never per line. Lines with no rate carry no VAT and are left out,
 * as is the delivery charge. A merchant that is not VAT registered charges none: [].
 */
export const vatByRate = (
  items: readonly VatItem[],
  adjustmentsTotal: Pence,
  isVatRegistered: boolean,
): VatLine[] => {
  if (!isVatRegistered) return [];
  const grossByRate = new Map<number | null, Pence>();
  for (const item of items)
    grossByRate.set(
      item.vatRateBasisPoints,
      (grossByRate.get(item.vatRateBasisPoints) ?? 0) + item.cost,
    );
  const groups = [...grossByRate];
  const itemsGross = groups.reduce((sum, [, gross]) => sum + gross, 0);
  // A discount bigger than the items (it eats into the delivery charge) takes the items to
  // nothing, never below: VAT is never negative.
  const shared = Math.max(adjustmentsTotal, -itemsGross);
  const shares = allocatePence(
    shared,
    groups.map(([, gross]) => gross),
  );
  return groups
    .map(([basisPoints, gross], i) => ({ basisPoints, gross: gross + (shares[i] ?? 0) }))
    .filter((group): group is { basisPoints: number; gross: Pence } => group.basisPoints !== null)
    .sort((a, b) => a.basisPoints - b.basisPoints)
    .map(({ basisPoints, gross }) => {
      const vat = vatInGross(gross, basisPoints);
      return { rate: basisPoints / 100, gross, net: gross - vat, vat };
    });
};

/**
 * VAT per rate on an order whose discounts may be taken off single lines (issue 16): a
 * line's discount lowers its own rate's sales only, and the whole order's discounts are
 * shared between the rates as vatByRate shares them. An adjustment outside VAT (an optional
 * service charge) is left out: it carries none.
 */
export const orderVat = (
  items: readonly (VatItem & { id: string })[],
  adjustments: readonly { orderItemId: string | null; amount: Pence; outsideVat?: boolean }[],
  isVatRegistered: boolean,
): VatLine[] => {
  const rateOf = new Map(items.map((item) => [item.id, item.vatRateBasisPoints]));
  const lineDiscounts: VatItem[] = [];
  let orderAdjustments = 0;
  for (const adjustment of adjustments) {
    // An optional service charge (issue 16) is outside the scope of VAT, like a tip.
    if (adjustment.outsideVat) continue;
    const id = adjustment.orderItemId;
    if (id !== null && rateOf.has(id))
      lineDiscounts.push({ cost: adjustment.amount, vatRateBasisPoints: rateOf.get(id) ?? null });
    else orderAdjustments += adjustment.amount;
  }
  return vatByRate([...items, ...lineDiscounts], orderAdjustments, isVatRegistered);
};
