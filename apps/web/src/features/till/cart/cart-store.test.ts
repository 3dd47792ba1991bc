import { describe, expect, it } from 'vitest';
import { cartTotalPence } from '@opentill/contract/catalogue/cart-line';
import { createCartStore, getCartStore, toCartProduct } from '@/features/till/cart/cart-store';
import { makeFlatWhite, makeProduct } from '@/testing/catalogue-factories';

const flatWhite = toCartProduct(makeFlatWhite());
const alex = { id: 'cashier-alex', username: 'Alex' };
const sam = { id: 'cashier-sam', username: 'Sam' };
const [milk, extras] = flatWhite.options;
const oatAndShot = {
  [milk?.id ?? '']: [milk?.optionChoices[1]?.id ?? ''],
  [extras?.id ?? '']: [extras?.optionChoices[0]?.id ?? ''],
};

describe('the cart', () => {
  it('adds the same product with the same options to one line, other options to another', () => {
    const cart = createCartStore(localStorage, 'test-cart');
    cart.add({ product: flatWhite, options: oatAndShot, priceOverride: null }, alex);
    cart.add({ product: flatWhite, options: { ...oatAndShot }, priceOverride: null }, alex);
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    expect(cart.getLines().map((line) => line.quantity)).toEqual([2, 1]);
    expect(cartTotalPence([...cart.getLines()])).toBe(2 * 400 + 320);
  });

  it('survives a reload: a new store on the same storage has the same lines', () => {
    const cart = createCartStore(localStorage, 'test-cart');
    cart.add({ product: flatWhite, options: oatAndShot, priceOverride: null }, alex);
    cart.add(
      {
        product: toCartProduct(makeProduct({ name: 'Open Food', hasVariablePrice: true })),
        options: {},
        priceOverride: 275,
      },
      alex,
    );
    const reloaded = createCartStore(localStorage, 'test-cart');
    expect(reloaded.getLines()).toEqual(cart.getLines());
    expect(cartTotalPence([...reloaded.getLines()])).toBe(675);
  });

  it('keeps each merchant’s cart apart', () => {
    getCartStore('corner-cafe').add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    expect(getCartStore('harbour-fish').getLines()).toEqual([]);
    expect(getCartStore('corner-cafe').getLines()).toHaveLength(1);
  });

  it('never lets a quantity go below zero, and zero removes the line', () => {
    const cart = createCartStore(localStorage, 'test-cart');
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    const [line] = cart.getLines();
    cart.setQuantity(line?.lineId ?? '', 3);
    expect(cart.getLines()[0]?.quantity).toBe(3);
    cart.setQuantity(line?.lineId ?? '', -2);
    expect(cart.getLines()).toEqual([]);
    expect(localStorage.getItem('test-cart')).toBeNull();
  });

  it('starts empty from storage it cannot read', () => {
    localStorage.setItem('test-cart', '{"lines":[{"nonsense":true}]}');
    expect(createCartStore(localStorage, 'test-cart').getLines()).toEqual([]);
  });

  it('belongs to the cashier who rang up its first line, and to nobody once empty', () => {
    const cart = createCartStore(localStorage, 'test-cart');
    expect(cart.getOwner()).toBeNull();
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    cart.add({ product: flatWhite, options: oatAndShot, priceOverride: null }, sam);
    expect(cart.getOwner()).toEqual(alex);
    expect(createCartStore(localStorage, 'test-cart').getOwner()).toEqual(alex);
    cart.clear();
    expect(cart.getOwner()).toBeNull();
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, sam);
    expect(cart.getOwner()).toEqual(sam);
  });

  it('changes hands only when handed over, keeping its lines', () => {
    const cart = createCartStore(localStorage, 'test-cart');
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    const lines = cart.getLines();
    cart.handOver(sam);
    expect(cart.getOwner()).toEqual(sam);
    expect(cart.getLines()).toEqual(lines);
    expect(createCartStore(localStorage, 'test-cart').getOwner()).toEqual(sam);
  });

  it('reads a cart stored before carts had owners as nobody’s', () => {
    const cart = createCartStore(localStorage, 'test-cart');
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    const stored = JSON.parse(localStorage.getItem('test-cart') ?? '{}') as { lines: unknown };
    localStorage.setItem('test-cart', JSON.stringify({ lines: stored.lines }));
    const reloaded = createCartStore(localStorage, 'test-cart');
    expect(reloaded.getLines()).toHaveLength(1);
    expect(reloaded.getOwner()).toBeNull();
  });

  it('keeps the customer’s “no service charge” through a reload, until the cart empties', () => {
    const cart = createCartStore(localStorage, 'test-cart');
    cart.setIsServiceChargeDeclined(true);
    // An empty cart has no customer yet to decline it.
    expect(cart.getIsServiceChargeDeclined()).toBe(false);
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    cart.setIsServiceChargeDeclined(true);
    expect(createCartStore(localStorage, 'test-cart').getIsServiceChargeDeclined()).toBe(true);
    cart.setIsServiceChargeDeclined(false);
    expect(createCartStore(localStorage, 'test-cart').getIsServiceChargeDeclined()).toBe(false);
    cart.setIsServiceChargeDeclined(true);
    cart.clear();
    expect(cart.getIsServiceChargeDeclined()).toBe(false);
    cart.add({ product: flatWhite, options: {}, priceOverride: null }, alex);
    expect(createCartStore(localStorage, 'test-cart').getIsServiceChargeDeclined()).toBe(false);
  });
});
