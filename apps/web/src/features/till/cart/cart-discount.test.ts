import { describe, expect, it } from 'vitest';
import {
  describeDiscount,
  parseCartDiscount,
  presetDiscount,
  printedLabel,
} from '@/features/till/cart/cart-discount';
import { createCartStore } from '@/features/till/cart/cart-store';
import { parseStoredCart } from '@/features/till/cart/stored-cart';
import { makeProduct } from '@/testing/catalogue-factories';

const staff = { kind: 'percent', percent: 10, label: 'Staff', reasonCode: 'staff' } as const;

const fakeStorage = () => {
  const storage = new Map<string, string>();
  const fake = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  } as unknown as Storage;
  return { storage, fake };
};

describe('cart discount', () => {
  it('turns a preset into a discount, and says it as the cart and the receipt do', () => {
    const half = presetDiscount({
      label: 'Staff',
      percentOff: 50,
      amount: null,
      reasonCode: 'staff',
    });
    expect(half).toEqual({ kind: 'percent', percent: 50, label: 'Staff', reasonCode: 'staff' });
    expect(describeDiscount(half)).toBe('Staff (50%)');
    expect(printedLabel(half)).toBe('Staff (50% off)');
    const pound = presetDiscount({
      label: 'Loyal',
      percentOff: null,
      amount: 100,
      reasonCode: 'loyalty',
    });
    expect(pound).toEqual({ kind: 'amount', pence: 100, label: 'Loyal', reasonCode: 'loyalty' });
    expect(printedLabel(pound)).toBe('Loyal');
  });

  it('reads back only a well-formed stored discount, one from before reasons too', () => {
    expect(parseCartDiscount(staff)).toEqual(staff);
    expect(parseCartDiscount({ kind: 'percent', percent: 10, reason: 'Staff' })).toEqual({
      kind: 'percent',
      percent: 10,
      label: 'Staff',
      reasonCode: null,
    });
    expect(parseCartDiscount({ ...staff, reasonCode: 'bribe' })?.reasonCode).toBeNull();
    expect(parseCartDiscount({ ...staff, percent: 101 })).toBeNull();
    expect(parseCartDiscount({ kind: 'amount', pence: 1.5, label: 'x' })).toBeNull();
    expect(parseCartDiscount(undefined)).toBeNull();
  });

  it('is kept with the cart across a reload, and goes when the cart is emptied', () => {
    const { fake } = fakeStorage();
    const store = createCartStore(fake, 'cart');
    store.add({ product: makeProduct({ price: 300 }), options: {}, priceOverride: null }, null);
    store.setDiscount(staff);
    expect(createCartStore(fake, 'cart').getDiscount()).toEqual(staff);
    store.clear();
    expect(store.getDiscount()).toBeNull();
    expect(createCartStore(fake, 'cart').getDiscount()).toBeNull();
  });

  it('keeps a line’s discount with the line, across a reload, until the line goes', () => {
    const { fake } = fakeStorage();
    const store = createCartStore(fake, 'cart');
    store.add({ product: makeProduct({ price: 300 }), options: {}, priceOverride: null }, null);
    store.add({ product: makeProduct({ price: 250 }), options: {}, priceOverride: null }, null);
    const [first, second] = store.getLines();
    store.setLineDiscount(second?.lineId ?? '', staff);
    expect(createCartStore(fake, 'cart').getLineDiscounts()).toEqual({
      [second?.lineId ?? '']: staff,
    });
    store.setQuantity(second?.lineId ?? '', 0);
    expect(store.getLineDiscounts()).toEqual({});
    expect(store.getLines().map((line) => line.lineId)).toEqual([first?.lineId]);
  });

  it('loads a cart stored before line discounts, and drops a discount on a line it lacks', () => {
    const { storage, fake } = fakeStorage();
    const store = createCartStore(fake, 'cart');
    store.add({ product: makeProduct({ price: 300 }), options: {}, priceOverride: null }, null);
    const raw = JSON.parse(storage.get('cart') ?? '{}') as Record<string, unknown>;
    const { lineDiscounts: _none, ...before } = raw;
    expect(parseStoredCart(JSON.stringify(before))?.lineDiscounts).toBeUndefined();
    expect(createCartStore(fake, 'cart').getLineDiscounts()).toEqual({});
    const stray = JSON.stringify({ ...before, lineDiscounts: { gone: staff } });
    expect(parseStoredCart(stray)?.lineDiscounts).toBeUndefined();
  });
});
