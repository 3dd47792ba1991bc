import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import type { CartDiscount } from '@/features/till/cart/cart-discount';
import type { LineDiscounts } from '@/features/till/cart/cart-pricing';
import {
  MAX_QUANTITY,
  parseStoredCart,
  type CartOwner,
  type StoredCart,
} from '@/features/till/cart/stored-cart';

export type { CartOwner };

/** What a line keeps of its product: enough to price it (contract cart-line.ts) and to name it. */
export type CartProduct = CartLine['product'];
/** A line before it is in the cart: no id, no quantity yet. */
export type CartItem = Pick<CartLine, 'product' | 'options' | 'priceOverride'>;

export type CartStore = {
  getLines: () => readonly CartLine[];
  /** Who rang the lines up, or null for an empty cart (or one stored before carts had owners). */
  getOwner: () => CartOwner | null;
  /** The order discount, or null; an empty cart has none. */
  getDiscount: () => CartDiscount | null;
  setDiscount: (discount: CartDiscount | null) => void;
  /** The discounts on single lines, by line id; a line that goes takes its discount along. */
  getLineDiscounts: () => LineDiscounts;
  /** null takes the line's discount off. */
  setLineDiscount: (lineId: string, discount: CartDiscount | null) => void;
  /**
   * The customer declined the merchant's optional service charge (issue 16): the order is
   * sent with `serviceCharge: false`. An empty cart has not declined it.
   */
  getIsServiceChargeDeclined: () => boolean;
  setIsServiceChargeDeclined: (isDeclined: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * Adds one, rung up by `cashier`: an empty cart becomes theirs. The same product
   * with the same options and price adds to its line's quantity.
   */
  add: (item: CartItem, cashier: CartOwner | null) => void;
  /** Quantity never goes below zero, and zero removes the line (spec 001 §5). */
  setQuantity: (lineId: string, quantity: number) => void;
  /** Keeps the lines for another cashier, who takes the order (a switch, issue 12). */
  handOver: (cashier: CartOwner) => void;
  clear: () => void;
};

const STORAGE_PREFIX = 'opentill.cart.';

export const toCartProduct = (product: CartProduct | Product): CartProduct => ({
  id: product.id,
  name: product.name,
  price: product.price,
  hasVariablePrice: product.hasVariablePrice,
  quickTill: product.quickTill,
  options: product.options,
  color: product.color,
  stock: product.stock,
  allergens: product.allergens,
  vatRate: product.vatRate,
  vatRateTakeaway: product.vatRateTakeaway,
});

/** The cart's view of a cashier: enough to name them when the cart changes hands. */
export const toCartOwner = (cashier: { id: string; username: string } | null): CartOwner | null =>
  cashier === null ? null : { id: cashier.id, username: cashier.username };

/** Options compared regardless of order, and with empty choices left out. */
const optionsKey = (options: CartLine['options']): string =>
  Object.entries(options)
    .filter(([, choiceIds]) => choiceIds.length > 0)
    .map(([optionId, choiceIds]) => `${optionId}:${[...choiceIds].sort().join(',')}`)
    .sort()
    .join(';');

const isSameItem = (line: CartLine, item: CartItem): boolean =>
  line.product.id === item.product.id &&
  line.priceOverride === item.priceOverride &&
  optionsKey(line.options) === optionsKey(item.options);

let lineCounter = 0;
/** Not crypto.randomUUID: a till on a LAN address over http is not a secure context. */
const newLineId = (): string =>
  `${Date.now().toString(36)}-${(lineCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const EMPTY: StoredCart = { lines: [], owner: null };
const NO_LINE_DISCOUNTS: LineDiscounts = {};

/** The discounts of the lines still in the cart: the same object when none went. */
const keepLineDiscounts = (discounts: LineDiscounts, lines: readonly CartLine[]): LineDiscounts => {
  const ids = Object.keys(discounts);
  if (ids.length === 0) return discounts;
  const kept = new Set(lines.map((line) => line.lineId));
  if (ids.every((id) => kept.has(id))) return discounts;
  return Object.fromEntries(Object.entries(discounts).filter(([id]) => kept.has(id)));
};

const readCart = (storage: Storage | null, key: string): StoredCart => {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return EMPTY;
    return parseStoredCart(raw) ?? EMPTY;
  } catch {
    return EMPTY;
  }
};

const writeCart = (storage: Storage | null, key: string, cart: StoredCart) => {
  try {
    if (cart.lines.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(cart));
  } catch {
    // A full or unavailable storage costs only the reload survival, not the sale.
  }
};

/** The cart of one merchant on this device, kept in local storage so it survives a reload. */
export const createCartStore = (storage: Storage | null, key: string): CartStore => {
  const stored = readCart(storage, key);
  let lines: readonly CartLine[] = stored.lines;
  let owner = stored.owner;
  let discount = stored.discount ?? null;
  let lineDiscounts = stored.lineDiscounts ?? NO_LINE_DISCOUNTS;
  let isServiceChargeDeclined = stored.isServiceChargeDeclined === true;
  const listeners = new Set<() => void>();
  const commit = (next: readonly CartLine[], nextOwner: CartOwner | null = owner) => {
    lines = next;
    // An empty cart belongs to nobody, and has no discount: the next order starts afresh,
    // and the next customer is offered the service charge again.
    owner = next.length === 0 ? null : nextOwner;
    if (next.length === 0) {
      discount = null;
      isServiceChargeDeclined = false;
    }
    lineDiscounts = keepLineDiscounts(lineDiscounts, next);
    writeCart(storage, key, {
      lines: [...next],
      owner,
      discount,
      lineDiscounts,
      ...(isServiceChargeDeclined && { isServiceChargeDeclined }),
    });
    for (const listener of listeners) listener();
  };
  return {
    getLines: () => lines,
    getOwner: () => owner,
    getDiscount: () => discount,
    setDiscount: (next) => {
      discount = lines.length === 0 ? null : next;
      commit(lines);
    },
    getLineDiscounts: () => lineDiscounts,
    setLineDiscount: (lineId, next) => {
      const { [lineId]: _taken, ...others } = lineDiscounts;
      lineDiscounts = next === null ? others : { ...others, [lineId]: next };
      commit(lines);
    },
    getIsServiceChargeDeclined: () => isServiceChargeDeclined,
    setIsServiceChargeDeclined: (isDeclined) => {
      isServiceChargeDeclined = lines.length > 0 && isDeclined;
      commit(lines);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (item, cashier) => {
      const existing = lines.find((line) => isSameItem(line, item));
      const nextOwner = lines.length === 0 ? cashier : owner;
      if (existing === undefined)
        commit([...lines, { ...item, lineId: newLineId(), quantity: 1 }], nextOwner);
      else
        commit(
          lines.map((line) =>
            line === existing
              ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) }
              : line,
          ),
        );
    },
    setQuantity: (lineId, quantity) => {
      const next = Math.min(MAX_QUANTITY, Math.max(0, Math.floor(quantity)));
      commit(
        next === 0
          ? lines.filter((line) => line.lineId !== lineId)
          : lines.map((line) => (line.lineId === lineId ? { ...line, quantity: next } : line)),
      );
    },
    handOver: (cashier) => commit(lines, cashier),
    clear: () => commit([]),
  };
};

const browserStorage = (): Storage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

const stores = new Map<string, CartStore>();

/** One store per merchant, so a till that serves two merchants never mixes their carts. */
export const getCartStore = (merchant: string): CartStore => {
  const key = `${STORAGE_PREFIX}${merchant}`;
  let store = stores.get(key);
  if (store === undefined) {
    store = createCartStore(browserStorage(), key);
    stores.set(key, store);
  }
  return store;
};

/** Tests start from an empty cart: forget the stores read from storage. */
export const resetCartStores = (): void => stores.clear();
