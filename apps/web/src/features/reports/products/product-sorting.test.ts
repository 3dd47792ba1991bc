import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_SORT,
  nextProductSort,
  sortProducts,
} from '@/features/reports/products/product-sorting';

const products = [
  { name: 'Latte', amountTaken: 900, sales: 3 },
  { name: 'apple juice', amountTaken: 1500, sales: 6 },
  { name: 'Croissant', amountTaken: 900, sales: 4 },
];

const names = (list: { name: string }[]) => list.map((product) => product.name);

describe('product sorting', () => {
  it('starts with the highest value, ties by name', () => {
    expect(names(sortProducts(products, DEFAULT_PRODUCT_SORT))).toEqual([
      'apple juice',
      'Croissant',
      'Latte',
    ]);
  });

  it('sorts names A to Z regardless of case, then flips', () => {
    const byName = nextProductSort(DEFAULT_PRODUCT_SORT, 'name');
    expect(byName).toEqual({ key: 'name', direction: 'asc' });
    expect(names(sortProducts(products, byName))).toEqual(['apple juice', 'Croissant', 'Latte']);
    expect(names(sortProducts(products, nextProductSort(byName, 'name')))).toEqual([
      'Latte',
      'Croissant',
      'apple juice',
    ]);
  });

  it('sorts units highest first on a new column, lowest after a second click', () => {
    const bySales = nextProductSort(DEFAULT_PRODUCT_SORT, 'sales');
    expect(names(sortProducts(products, bySales))).toEqual(['apple juice', 'Croissant', 'Latte']);
    expect(names(sortProducts(products, nextProductSort(bySales, 'sales')))).toEqual([
      'Latte',
      'Croissant',
      'apple juice',
    ]);
  });

  it('leaves its input alone', () => {
    const copy = [...products];
    sortProducts(products, { key: 'name', direction: 'asc' });
    expect(products).toEqual(copy);
  });
});
