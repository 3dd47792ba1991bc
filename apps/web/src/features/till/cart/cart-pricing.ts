import { unitPricePence, type CartLine } from '@opentill/contract/catalogue/cart-line';
import type { Pence } from '@opentill/contract/money';
import type { DiscountReason } from '@opentill/contract/orders/discount-reasons';
import type { PriceAdjustmentInput } from '@opentill/contract/orders/price-adjustment.schemas';
import { adjustmentPence } from '@opentill/contract/orders/order-totals';
import { allocatePence } from '@opentill/contract/orders/vat';
import type { ServiceChargeSettings } from '@opentill/contract/settings/discount-settings.schemas';
import {
  printedLabel,
  toAdjustmentRequest,
  type CartDiscount,
} from '@/features/till/cart/cart-discount';
import { priceServiceCharge, type CartServiceCharge } from '@/features/till/cart/service-charge';

/** The discounts given on single lines, by the cart line's id. */
export type LineDiscounts = Readonly<Record<string, CartDiscount>>;

/** One price adjustment of the order: what is sent, and what the server will make of it. */
export type PricedAdjustment = {
  request: PriceAdjustmentInput;
  /** Pence, negative: as the server prices it. */
  amount: Pence;
  /** The receipt's words for it, as the server labels it. */
  printedLabel: string;
  /** The unit's index in the order's items (one per unit); null for the whole order. */
  lineIndex: number | null;
  reasonCode: DiscountReason | null;
};

export type CartPrice = {
  /** The items before any discount. */
  itemsPence: Pence;
  /** Pence off each discounted line (positive), by the cart line's id. */
  lineOffPence: Readonly<Record<string, Pence>>;
  /** Pence off the whole order (positive). */
  orderOffPence: Pence;
  /** Every penny off (positive): the lines' and the order's. */
  offPence: Pence;
  /** The discounts: what the till sends. The server adds the service charge itself. */
  adjustments: PricedAdjustment[];
  /**
   * The service charge an eat-in bill of this cart carries, after every discount (issue 16);
   * null when the merchant charges none. Other order types carry none (service-charge.ts).
   */
  serviceCharge: CartServiceCharge | null;
};

/** The merchant's service charge, and whether this customer declined it. */
export type ServiceChargeChoice = {
  terms: ServiceChargeSettings | null;
  isDeclined: boolean;
};

const NO_SERVICE_CHARGE: ServiceChargeChoice = { terms: null, isDeclined: false };

const adjustment = (
  discount: CartDiscount,
  request: { amount: Pence } | { percentOff: number },
  off: Pence,
  lineIndex: number | null,
): PricedAdjustment => ({
  request: {
    label: discount.label,
    ...request,
    ...(discount.reasonCode === null ? {} : { reasonCode: discount.reasonCode }),
    ...(lineIndex === null ? {} : { lineIndex }),
  },
  amount: -off,
  printedLabel: printedLabel(discount),
  lineIndex,
  reasonCode: discount.reasonCode,
});

/**
 * A line's discount, one adjustment per unit (the order has one item per unit): a
 * percentage off each unit, or an amount shared between the units with allocatePence and
 * never more than the line. A unit left nothing off sends nothing.
 */
const unitAdjustments = (
  discount: CartDiscount,
  unitPence: Pence,
  quantity: number,
  firstIndex: number,
): PricedAdjustment[] => {
  const units = Array.from({ length: quantity }, (_, unit) => firstIndex + unit);
  if (discount.kind === 'percent') {
    const off = -adjustmentPence({ percentOff: discount.percent }, unitPence);
    if (off === 0) return [];
    return units.map((index) => adjustment(discount, { percentOff: discount.percent }, off, index));
  }
  const total = Math.min(discount.pence, unitPence * quantity);
  const shares = allocatePence(
    -total,
    units.map(() => 1),
  );
  return units
    .map((index, unit) => ({ index, amount: shares[unit] ?? 0 }))
    .filter(({ amount }) => amount < 0)
    .map(({ index, amount }) => adjustment(discount, { amount }, -amount, index));
};

/**
 * The cart priced as the server prices its order (price-adjustments.ts), in pence: a
 * line's discount comes off that line, and the order's off the items less the lines'
 * discounts, so the same pennies are never taken twice. An amount is never more than
 * what it is taken off: the server refuses a line or a total below zero. The service
 * charge is then priced on what is left, as the server adds it to an eat-in bill.
 */
export const priceCart = (
  lines: readonly CartLine[],
  lineDiscounts: LineDiscounts,
  orderDiscount: CartDiscount | null,
  serviceCharge: ServiceChargeChoice = NO_SERVICE_CHARGE,
): CartPrice => {
  const adjustments: PricedAdjustment[] = [];
  const lineOffPence: Record<string, Pence> = {};
  let itemsPence = 0;
  let firstIndex = 0;
  for (const line of lines) {
    const unitPence = unitPricePence(line);
    itemsPence += unitPence * line.quantity;
    const discount = lineDiscounts[line.lineId];
    if (discount !== undefined) {
      const units = unitAdjustments(discount, unitPence, line.quantity, firstIndex);
      adjustments.push(...units);
      lineOffPence[line.lineId] = -units.reduce((sum, unit) => sum + unit.amount, 0);
    }
    firstIndex += line.quantity;
  }
  const linesOff = Object.values(lineOffPence).reduce((sum, off) => sum + off, 0);
  const base = itemsPence - linesOff;
  let orderOffPence = 0;
  if (orderDiscount !== null) {
    orderOffPence = Math.min(base, -adjustmentPence(toAdjustmentRequest(orderDiscount), base));
    const request =
      orderDiscount.kind === 'percent'
        ? { percentOff: orderDiscount.percent }
        : { amount: -orderOffPence };
    if (orderOffPence > 0)
      adjustments.push(adjustment(orderDiscount, request, orderOffPence, null));
  }
  const offPence = linesOff + orderOffPence;
  return {
    itemsPence,
    lineOffPence,
    orderOffPence,
    offPence,
    adjustments,
    serviceCharge: priceServiceCharge(
      serviceCharge.terms,
      itemsPence - offPence,
      serviceCharge.isDeclined,
    ),
  };
};

/** The order's price_adjustments, as POST orders/orders/ takes them. */
export const adjustmentRequests = (price: CartPrice): PriceAdjustmentInput[] =>
  price.adjustments.map((each) => each.request);
