import { describe, expect, it } from 'vitest';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { COMP, type CartDiscount } from '@/features/till/cart/cart-discount';
import { adjustmentRequests, priceCart } from '@/features/till/cart/cart-pricing';
import {
  billedAdjustments,
  serviceChargeInput,
  serviceChargeOn,
  serviceChargePenceOn,
} from '@/features/till/cart/service-charge';

// Issue 16: the till prices the service charge as the server adds it to an eat-in bill
// (price-adjustments.ts serviceChargeFor), so the total it shows is the order's.

const line = (lineId: string, price: number, quantity = 1): CartLine => ({
  lineId,
  product: {
    id: `p-${lineId}`,
    name: lineId,
    price,
    hasVariablePrice: false,
    quickTill: false,
    options: [],
    color: '#6d4c41',
  },
  options: {},
  priceOverride: null,
  quantity,
});
const staff: CartDiscount = { kind: 'percent', percent: 10, label: 'Staff', reasonCode: 'staff' };
const optional = { terms: { percent: 12.5, mandatory: false }, isDeclined: false };
const mandatory = { terms: { percent: 12.5, mandatory: true }, isDeclined: false };

describe('the service charge on the cart', () => {
  it('is 12.5% of an £8.00 bill, £1.00, in the bill’s words', () => {
    const price = priceCart([line('fish', 800)], {}, null, optional);
    expect(price.serviceCharge).toEqual({
      percent: 12.5,
      isMandatory: false,
      isDeclined: false,
      label: 'Optional service charge (12.5%)',
      reasonCode: 'service_charge',
      pence: 100,
    });
    expect(serviceChargePenceOn(price, 'table_service')).toBe(100);
  });

  it('is taken on the items after every discount, rounded half up as the server does', () => {
    // £6.49 less a comped £2.99 is £3.50; 10% off that is 35p; 12.5% of £3.15 is 39.375p.
    const price = priceCart([line('latte', 350), line('muffin', 299)], { muffin: COMP }, staff, {
      ...optional,
    });
    expect(price.offPence).toBe(299 + 35);
    expect(price.serviceCharge?.pence).toBe(39);
    // 12.5% of £3.00 is exactly 37.5p: half up, 38p.
    expect(priceCart([line('tea', 300)], {}, null, optional).serviceCharge?.pence).toBe(38);
  });

  it('is never sent as an adjustment: the server adds it itself', () => {
    const price = priceCart([line('fish', 800)], {}, staff, optional);
    expect(adjustmentRequests(price)).toEqual([
      { label: 'Staff', percentOff: 10, reasonCode: 'staff' },
    ]);
  });

  it('is on eat-in bills only', () => {
    const price = priceCart([line('fish', 800)], {}, null, mandatory);
    expect(serviceChargeOn(price, 'table_service')?.label).toBe('Service charge (12.5%)');
    for (const deliverTo of ['collection', 'in_store', 'home_delivery', null] as const) {
      expect(serviceChargeOn(price, deliverTo)).toBeNull();
      expect(serviceChargePenceOn(price, deliverTo)).toBe(0);
      // The terms the till priced with still go with the sale, for the server to keep offline.
      expect(serviceChargeInput(price, deliverTo)).toEqual({
        serviceChargeTerms: { percent: 12.5, mandatory: true },
      });
    }
  });

  it('is none where the merchant charges none', () => {
    expect(priceCart([line('fish', 800)], {}, null).serviceCharge).toBeNull();
    const none = { terms: { percent: null, mandatory: false }, isDeclined: false };
    expect(priceCart([line('fish', 800)], {}, null, none).serviceCharge).toBeNull();
    // An offline sale's server keeps that the till priced it with none.
    const price = priceCart([line('fish', 800)], {}, null, none);
    expect(serviceChargeInput(price, 'table_service')).toEqual({
      serviceChargeTerms: { percent: null, mandatory: false },
    });
  });

  it('comes off when the customer declines an optional one, and the order says so', () => {
    const price = priceCart([line('fish', 800)], {}, null, { ...optional, isDeclined: true });
    expect(price.serviceCharge).toMatchObject({ isDeclined: true, pence: 0 });
    expect(serviceChargePenceOn(price, 'table_service')).toBe(0);
    expect(serviceChargeInput(price, 'table_service')).toEqual({
      serviceCharge: false,
      serviceChargeTerms: { percent: 12.5, mandatory: false },
    });
    expect(billedAdjustments(price, 'table_service')).toEqual([]);
  });

  it('cannot be declined when mandatory', () => {
    const price = priceCart([line('fish', 800)], {}, null, { ...mandatory, isDeclined: true });
    expect(price.serviceCharge).toMatchObject({ isDeclined: false, pence: 100 });
    expect(serviceChargeInput(price, 'table_service')).toEqual({
      serviceChargeTerms: { percent: 12.5, mandatory: true },
    });
  });

  it('prints after the discounts on the till’s own receipt', () => {
    const price = priceCart([line('fish', 800)], {}, staff, mandatory);
    expect(
      billedAdjustments(price, 'table_service').map(({ printedLabel, amount, reasonCode }) => ({
        printedLabel,
        amount,
        reasonCode,
      })),
    ).toEqual([
      { printedLabel: 'Staff (10% off)', amount: -80, reasonCode: 'staff' },
      {
        printedLabel: 'Service charge (12.5%)',
        amount: 90,
        reasonCode: 'service_charge_mandatory',
      },
    ]);
    expect(billedAdjustments(price, 'collection')).toHaveLength(1);
  });
});
