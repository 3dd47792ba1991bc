import type { Pence } from '../money.js';

/**
 * The service charge on eat-in bills (issue 16). The merchant sets a percentage and says
 * whether it is optional or mandatory. Optional, it is a price adjustment with reason
 * `service_charge`: outside the scope of VAT, and the customer may decline it. Mandatory,
 * the reason is `service_charge_mandatory`: part of the price, taxed at the meal's rates,
 * and shown in the headline price. Zod-free, so the till's first screen can price it.
 */
export const SERVICE_CHARGE_REASONS = ['service_charge', 'service_charge_mandatory'] as const;
export type ServiceChargeReason = (typeof SERVICE_CHARGE_REASONS)[number];

export const isServiceCharge = (reasonCode: string | null | undefined): boolean =>
  reasonCode === 'service_charge' || reasonCode === 'service_charge_mandatory';

/** An optional service charge sits outside VAT; every other adjustment shares the meal's. */
export const isOutsideVat = (reasonCode: string | null | undefined): boolean =>
  reasonCode === 'service_charge';

/**
 * `percent` (to the hundredth) of `base`, rounded half up to the penny; nothing on a bill
 * that comes to nothing. The base is the items after every discount.
 */
export const serviceChargePence = (base: Pence, percent: number): Pence =>
  base <= 0 ? 0 : Math.floor((base * Math.round(percent * 100) + 5_000) / 10_000);

/** '12.5' or '10': the percentage as the bill prints it. */
const percentText = (percent: number) => `${Number(percent.toFixed(2))}%`;

export const serviceChargeLabel = (percent: number, mandatory: boolean): string =>
  mandatory
    ? `Service charge (${percentText(percent)})`
    : `Optional service charge (${percentText(percent)})`;

/** An eat-in price as the menu shows it where the service charge is mandatory. */
export const headlinePrice = (price: Pence, percent: number | null, mandatory: boolean): Pence =>
  percent !== null && mandatory ? price + serviceChargePence(price, percent) : price;

export const serviceChargeMessages = {
  sectionTitle: 'Service charge',
  percentLabel: 'Service charge on eat-in bills (%)',
  percentHint: 'Leave empty for none.',
  percentRange: 'Enter a percentage from 0.01 to 25, or leave it empty.',
  mandatoryLabel: 'Make it mandatory',
  mandatoryHint:
    'A mandatory service charge is part of the price: it is taxed at the meal’s VAT rates and eat-in prices are shown with it. An optional one is outside VAT and the customer may decline it.',
  remove: 'Remove service charge',
  add: 'Add service charge',
  included: (percent: number) => `Prices include a ${percentText(percent)} service charge.`,
  mandatoryKept: 'This service charge is mandatory: it cannot be taken off.',
  noneOffered: 'Only an eat-in bill carries a service charge, where the merchant sets one.',
} as const;
