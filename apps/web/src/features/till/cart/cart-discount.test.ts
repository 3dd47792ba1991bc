import { describe, expect, it } from 'vitest';
import {
  discountAdjustment,
  discountOffPence,
  parseCartDiscount,
} from '@/features/till/cart/cart-discount';
import { createCartStore } from '@/features/till/cart/cart-store';
import { makeProduct } from '@/testing/catalogue-factories';

describe('cart discount', () => {
  it('sends a percentage for the server to price, and an amount as pence off', () => {
    expect(discountAdjustment({ kind: 'percent', percent: 10, reason: 'Staff' })).toEqual({
      label: 'Staff',
      percentOff: 10,
    });
    expect(discountAdjustment({ kind: 'amount', pence: 150, reason: 'Regular' })).toEqual({
      label: 'Regular',
      amount: -150,
    });
  });

  it('estimates pence off as the server prices it, never more than the items', () => {
    expect(discountOffPence({ kind: 'percent', percent: 10, reason: 'x' }, 649)).toBe(65);
    expect(discountOffPence({ kind: 'amount', pence: 900, reason: 'x' }, 500)).toBe(500);
    expect(discountOffPence(null, 500)).toBe(0);
  });

  it('reads back only a well-formed stored discount', () => {
    expect(parseCartDiscount({ kind: 'percent', percent: 10, reason: 'Staff' })).toEqual({
      kind: 'percent',
      percent: 10,
      reason: 'Staff',
    });
    expect(parseCartDiscount({ kind: 'percent', percent: 101, reason: 'Staff' })).toBeNull();
    expect(parseCartDiscount({ kind: 'amount', pence: 1.5, reason: 'x' })).toBeNull();
    expect(parseCartDiscount(undefined)).toBeNull();
  });

  it('is kept with the cart across a reload, and goes when the cart is emptied', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    } as unknown as Storage;
    const store = createCartStore(fake, 'cart');
    store.add({ product: makeProduct({ price: 300 }), options: {}, priceOverride: null }, null);
    store.setDiscount({ kind: 'percent', percent: 10, reason: 'Staff' });
    expect(createCartStore(fake, 'cart').getDiscount()).toEqual({
      kind: 'percent',
      percent: 10,
      reason: 'Staff',
    });
    store.clear();
    expect(store.getDiscount()).toBeNull();
    expect(createCartStore(fake, 'cart').getDiscount()).toBeNull();
  });
});
