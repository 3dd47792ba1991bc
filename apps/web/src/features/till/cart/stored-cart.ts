import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { parseCartDiscount, type CartDiscount } from '@/features/till/cart/cart-discount';
import type { LineDiscounts } from '@/features/till/cart/cart-pricing';

export const MAX_QUANTITY = 999;

/*
 * What a reload reads back from local storage was written by an older build or edited
 * by hand, so it is checked. A few plain guards rather than zod: zod is 25 KB gzip the
 * till's first screen does not otherwise need (issue 3's JS budget).
 */
type Guard<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Guard<string> = (value) => typeof value === 'string';
const isBoolean: Guard<boolean> = (value) => typeof value === 'boolean';
const isInteger: Guard<number> = (value): value is number => Number.isSafeInteger(value);
const isArrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);

type CartProduct = CartLine['product'];
type CartOption = CartProduct['options'][number];
type CartChoice = CartOption['optionChoices'][number];

const isChoice: Guard<CartChoice> = (value): value is CartChoice =>
  isRecord(value) && isString(value.id) && isString(value.label) && isInteger(value.price);

const isOption: Guard<CartOption> = (value): value is CartOption =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.label) &&
  isBoolean(value.multiple) &&
  isArrayOf(isChoice)(value.optionChoices);

const isStock = (value: unknown): boolean =>
  value === undefined || value === null || isInteger(value);

const isProduct: Guard<CartProduct> = (value): value is CartProduct =>
  isRecord(value) &&
  isString(value.id) &&
  isStock(value.stock) &&
  isString(value.name) &&
  isInteger(value.price) &&
  isBoolean(value.hasVariablePrice) &&
  isBoolean(value.quickTill) &&
  isString(value.color) &&
  isArrayOf(isOption)(value.options);

const isChosenOptions = (value: unknown): value is CartLine['options'] =>
  isRecord(value) && Object.values(value).every(isArrayOf(isString));

const isCartLine: Guard<CartLine> = (value): value is CartLine =>
  isRecord(value) &&
  isString(value.lineId) &&
  isProduct(value.product) &&
  isChosenOptions(value.options) &&
  (value.priceOverride === null || isInteger(value.priceOverride)) &&
  isInteger(value.quantity) &&
  value.quantity >= 1 &&
  value.quantity <= MAX_QUANTITY;

/** The cashier who rang a cart's lines up; the order is recorded under them. */
export type CartOwner = { id: string; username: string };

export type StoredCart = {
  lines: CartLine[];
  owner: CartOwner | null;
  /** Absent in carts stored before discounts. */
  discount?: CartDiscount | null;
  /** Discounts on single lines, by line id; absent in carts stored before issue 16. */
  lineDiscounts?: LineDiscounts;
  /** The customer declined the optional service charge; absent when they have not. */
  isServiceChargeDeclined?: true;
};

const isOwner: Guard<CartOwner> = (value): value is CartOwner =>
  isRecord(value) && isString(value.id) && isString(value.username);

/** The line discounts that read back well, on lines the cart still has. */
const parseLineDiscounts = (value: unknown, lines: readonly CartLine[]): LineDiscounts => {
  if (!isRecord(value)) return {};
  const read: Record<string, CartDiscount> = {};
  for (const line of lines) {
    const discount = parseCartDiscount(value[line.lineId]);
    if (discount !== null) read[line.lineId] = discount;
  }
  return read;
};

/**
 * A stored cart, or null when what is stored is not one. A cart stored before
 * carts had an owner has none: the till then asks who it belongs to.
 */
export const parseStoredCart = (raw: string): StoredCart | null => {
  const stored: unknown = JSON.parse(raw);
  if (!isRecord(stored) || !isArrayOf(isCartLine)(stored.lines)) return null;
  const discount = parseCartDiscount(stored.discount);
  const lineDiscounts = parseLineDiscounts(stored.lineDiscounts, stored.lines);
  return {
    lines: stored.lines,
    owner: isOwner(stored.owner) ? stored.owner : null,
    ...(discount !== null && { discount }),
    ...(Object.keys(lineDiscounts).length > 0 && { lineDiscounts }),
    ...(stored.isServiceChargeDeclined === true && { isServiceChargeDeclined: true }),
  };
};
