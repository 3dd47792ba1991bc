import type { Pence } from '@opentill/contract/money';
import type { DeliverTo } from '@opentill/contract/orders/deliver-to';
import type { DiscountReason } from '@opentill/contract/orders/discount-reasons';
import type { OrderCreateInput } from '@opentill/contract/orders/order.schemas';
import {
  serviceChargeLabel,
  serviceChargePence,
  type ServiceChargeReason,
} from '@opentill/contract/orders/service-charge';
import { isEatIn } from '@opentill/contract/orders/vat';
import type { ServiceChargeSettings } from '@opentill/contract/settings/discount-settings.schemas';

/**
 * The service charge an eat-in bill of the cart carries (issue 16), priced as the server
 * prices it (price-adjustments.ts serviceChargeFor), so the till's total is the order's.
 */
export type CartServiceCharge = {
  percent: number;
  isMandatory: boolean;
  /** The customer declined an optional one: the bill carries none. A mandatory one never is. */
  isDeclined: boolean;
  /** The bill's words: 'Optional service charge (12.5%)'. */
  label: string;
  reasonCode: ServiceChargeReason;
  /** Pence on the bill; 0 once declined. */
  pence: Pence;
};

/**
 * The merchant's charge on a cart whose items come to `afterDiscountsPence` once every
 * discount is taken off, or null when the merchant charges none.
 */
export const priceServiceCharge = (
  terms: ServiceChargeSettings | null,
  afterDiscountsPence: Pence,
  isDeclined: boolean,
): CartServiceCharge | null => {
  if (terms === null || terms.percent === null) return null;
  const { percent, mandatory } = terms;
  const isDeclinedNow = isDeclined && !mandatory;
  return {
    percent,
    isMandatory: mandatory,
    isDeclined: isDeclinedNow,
    label: serviceChargeLabel(percent, mandatory),
    reasonCode: mandatory ? 'service_charge_mandatory' : 'service_charge',
    pence: isDeclinedNow ? 0 : serviceChargePence(afterDiscountsPence, percent),
  };
};

/** What these helpers read of the cart's price (cart-pricing.ts CartPrice). */
type ChargedPrice = { serviceCharge: CartServiceCharge | null };

/** The charge an order of this type carries: only an eat-in bill has one. */
export const serviceChargeOn = (
  price: ChargedPrice,
  deliverTo: DeliverTo | null,
): CartServiceCharge | null =>
  deliverTo !== null && isEatIn(deliverTo) ? price.serviceCharge : null;

/** Pence the service charge adds to an order of this type (0: none, or declined). */
export const serviceChargePenceOn = (price: ChargedPrice, deliverTo: DeliverTo | null): Pence =>
  serviceChargeOn(price, deliverTo)?.pence ?? 0;

/**
 * POST orders/orders/'s word on the service charge: `false` where the customer declined an
 * optional one (else the server adds the merchant's charge itself), and the terms the till
 * priced with, which the server keeps for a sale made offline (the merchant may have
 * changed them before it reaches the server).
 */
export const serviceChargeInput = (
  price: ChargedPrice,
  deliverTo: DeliverTo | null,
): Pick<OrderCreateInput, 'serviceCharge' | 'serviceChargeTerms'> => {
  const terms = price.serviceCharge
    ? { percent: price.serviceCharge.percent, mandatory: price.serviceCharge.isMandatory }
    : { percent: null, mandatory: false };
  return serviceChargeOn(price, deliverTo)?.isDeclined === true
    ? { serviceCharge: false, serviceChargeTerms: terms }
    : { serviceChargeTerms: terms };
};

/** An adjustment as the till's own receipt prints it (offline/local-order.ts LocalAdjustment). */
export type BilledAdjustment = {
  printedLabel: string;
  amount: Pence;
  lineIndex: number | null;
  reasonCode: DiscountReason | ServiceChargeReason | null;
};

/**
 * The order's adjustments as the server will list them: the discounts, then the service
 * charge on the bill after them. For the receipt a till prints while the server is away.
 */
export const billedAdjustments = (
  price: ChargedPrice & { adjustments: readonly BilledAdjustment[] },
  deliverTo: DeliverTo | null,
): BilledAdjustment[] => {
  const charge = serviceChargeOn(price, deliverTo);
  const onBill: BilledAdjustment[] =
    charge === null || charge.isDeclined
      ? []
      : [
          {
            printedLabel: charge.label,
            amount: charge.pence,
            lineIndex: null,
            reasonCode: charge.reasonCode,
          },
        ];
  return [...price.adjustments, ...onBill];
};
