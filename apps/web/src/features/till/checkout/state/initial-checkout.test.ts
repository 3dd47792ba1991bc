import { describe, expect, it } from 'vitest';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { CHECKOUT_METHODS } from '@opentill/contract/orders/deliver-to';
import { cartSignature } from '@/features/till/checkout/state/checkout-storage';
import { initialCheckout } from '@/features/till/checkout/state/initial-checkout';

const line = (quantity: number): CartLine => ({
  lineId: 'l1',
  product: {
    id: 'p1',
    name: 'Espresso',
    price: 220,
    hasVariablePrice: false,
    quickTill: false,
    options: [],
    color: '#000',
  },
  options: {},
  priceOverride: null,
  quantity,
});
const method = (deliverTo: string) => {
  const found = CHECKOUT_METHODS.find((m) => m.deliverTo === deliverTo);
  if (found === undefined) throw new Error(deliverTo);
  return found;
};

describe('initialCheckout', () => {
  it('opens on Method when several methods are offered', () => {
    expect(
      initialCheckout(null, [line(1)], [method('table_service'), method('collection')]),
    ).toMatchObject({ step: 'method', deliverTo: null, createsAtOnce: false });
  });

  it('preselects a single method and opens on its Details', () => {
    expect(initialCheckout(null, [line(1)], [method('click_and_collect')])).toMatchObject({
      step: 'details',
      deliverTo: 'click_and_collect',
    });
  });

  it('makes the order at once when in store is the only method', () => {
    expect(initialCheckout(null, [line(1)], [method('in_store')])).toMatchObject({
      deliverTo: 'in_store',
      createsAtOnce: true,
    });
  });

  it('reopens a stored order on the payment step while the cart still matches', () => {
    const stored = {
      orderId: 'o1',
      step: 'payment' as const,
      cartSignature: cartSignature([line(2)]),
    };
    expect(initialCheckout(stored, [line(2)], [method('collection')])).toMatchObject({
      step: 'payment',
      orderId: 'o1',
    });
    expect(initialCheckout(stored, [line(3)], [method('collection')])).toMatchObject({
      orderId: null,
      dropsStored: true,
    });
  });

  it('reopens a paid order on its receipt even though the cart was cleared', () => {
    const stored = { orderId: 'o1', step: 'receipt' as const, cartSignature: 'x' };
    expect(initialCheckout(stored, [], [])).toMatchObject({ step: 'receipt', orderId: 'o1' });
  });

  it('reopens an order brought to pay whatever the cart holds, and leaves the cart alone', () => {
    const stored = { orderId: 'o7', step: 'payment' as const, cartSignature: null };
    expect(initialCheckout(stored, [line(3)], [method('collection')])).toMatchObject({
      step: 'payment',
      orderId: 'o7',
      ownsCart: false,
      dropsStored: false,
    });
  });
});
