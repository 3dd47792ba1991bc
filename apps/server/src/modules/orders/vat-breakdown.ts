import { vatIncludedPence } from '@opentill/contract/orders/order-totals';

export type VatLine = { rate: number; gross: number; vat: number };

/**
 * VAT per rate for a VAT-registered merchant (prices are VAT-inclusive): the
 * gross of the items sold at each rate and the VAT inside it, rounded once per
 * rate rather than per item so the pennies add up. Items with no rate carry no
 * VAT and are left out; so are the delivery charge and adjustments, which carry
 * no rate of their own. An unregistered merchant charges no VAT: [].
 */
export const vatBreakdown = (
  items: readonly { cost: number; vatRateBasisPoints: number | null }[],
  isVatRegistered: boolean,
): VatLine[] => {
  if (!isVatRegistered) return [];
  const grossByRate = new Map<number, number>();
  for (const item of items) {
    if (item.vatRateBasisPoints === null) continue;
    grossByRate.set(
      item.vatRateBasisPoints,
      (grossByRate.get(item.vatRateBasisPoints) ?? 0) + item.cost,
    );
  }
  return [...grossByRate]
    .sort(([a], [b]) => a - b)
    .map(([basisPoints, gross]) => {
      const rate = basisPoints / 100;
      return { rate, gross, vat: vatIncludedPence(gross, rate) };
    });
};
