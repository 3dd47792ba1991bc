import { describe, expect, it } from 'vitest';
import type { CartLine } from '@opentill/contract/catalogue/cart-line';
import { isSoldOut, overStockLeft, stockLabel } from '@/features/till/cart/stock-level';

const line = (lineId: string, quantity: number, stock?: number | null): CartLine => ({
  lineId,
  product: {
    id: 'carrot-cake',
    name: 'Carrot Cake',
    price: 380,
    hasVariablePrice: false,
    quickTill: false,
    options: [],
    color: '#ef6c00',
    ...(stock === undefined ? {} : { stock }),
  },
  options: {},
  priceOverride: null,
  quantity,
});

describe('stock on the till', () => {
  it('says nothing for untracked stock or stock above the low line', () => {
    expect(stockLabel({ stock: null, lowStockThreshold: null })).toBeNull();
    expect(stockLabel({ stock: 14, lowStockThreshold: 5 })).toBeNull();
    expect(stockLabel({ stock: 6, lowStockThreshold: null })).toBeNull();
  });

  it("shows what is left at or below the product's low line, or 5 without one", () => {
    expect(stockLabel({ stock: 3, lowStockThreshold: 3 })).toBe('3 left');
    expect(stockLabel({ stock: 4, lowStockThreshold: 3 })).toBeNull();
    expect(stockLabel({ stock: 5, lowStockThreshold: null })).toBe('5 left');
  });

  it('says "Sold out" at stock 0 (or below, were it ever oversold)', () => {
    expect(stockLabel({ stock: 0, lowStockThreshold: 5 })).toBe('Sold out');
    expect(isSoldOut({ stock: 0 })).toBe(true);
    expect(isSoldOut({ stock: -1 })).toBe(true);
    expect(isSoldOut({ stock: 1 })).toBe(false);
    expect(isSoldOut({ stock: null })).toBe(false);
  });

  it("warns when the cart's lines of a product together go over its stock", () => {
    const plain = line('a', 2, 3);
    const withOat = line('b', 1, 3);
    expect(overStockLeft(plain, [plain])).toBeNull();
    expect(overStockLeft(plain, [plain, withOat])).toBeNull();
    const more = { ...withOat, quantity: 2 };
    expect(overStockLeft(plain, [plain, more])).toBe(3);
    expect(overStockLeft(more, [plain, more])).toBe(3);
  });

  it('never warns for a product whose stock is not tracked or not known', () => {
    expect(overStockLeft(line('a', 9, null), [line('a', 9, null)])).toBeNull();
    expect(overStockLeft(line('a', 9), [line('a', 9)])).toBeNull();
  });
});
