import { describe, expect, it } from 'vitest';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { makeProduct } from '@/testing/catalogue-factories';
import {
  buildProductSearchIndex,
  foldForSearch,
  searchProducts,
} from '@/features/till/components/search/product-search-index';

const menu = [
  'Flat White',
  'Flatbread',
  'Oat Latte',
  'Oatmeal Cookie',
  "Goat's Cheese Toastie",
  'Crème Brûlée',
  'Café Latte',
  'Latte',
  'Porridge with oat milk',
  'Espresso',
  'Double Espresso',
  "Baker's Dozen",
].map((name) => makeProduct({ name }));
const index = buildProductSearchIndex(menu);
const names = (query: string, limit?: number) =>
  searchProducts(index, query, limit).products.map((product: Product) => product.name);

describe('foldForSearch', () => {
  it('drops accents, case and apostrophes', () => {
    expect(foldForSearch('Crème BRÛLÉE')).toBe('creme brulee');
    expect(foldForSearch('Baker’s Straße')).toBe('bakers strasse');
  });
});

describe('searchProducts', () => {
  it('matches the start of any word, in any case, whatever the category', () => {
    expect(names('flat')).toEqual(['Flat White', 'Flatbread']);
    expect(names('WHI')).toEqual(['Flat White']);
    expect(names('espr')).toEqual(['Espresso', 'Double Espresso']);
  });

  it('ignores accents both ways', () => {
    expect(names('creme')).toEqual(['Crème Brûlée']);
    expect(names('brûl')).toEqual(['Crème Brûlée']);
    expect(names('cafe')).toEqual(['Café Latte']);
  });

  it('finds "oat" as a word start, whole words first, never inside a word', () => {
    expect(names('oat')).toEqual(['Oat Latte', 'Porridge with oat milk', 'Oatmeal Cookie']);
    expect(names('eal')).toEqual([]);
    expect(names('at')).toEqual([]);
  });

  it('needs every word typed, in any order', () => {
    expect(names('latte oat')).toEqual(['Oat Latte']);
    expect(names('fl wh')).toEqual(['Flat White']);
    expect(names('flat cookie')).toEqual([]);
  });

  it('puts a whole-word match first, then names that begin with what was typed', () => {
    expect(names('latte')).toEqual(['Latte', 'Café Latte', 'Oat Latte']);
    expect(names('bakers')).toEqual(["Baker's Dozen"]);
  });

  it('finds nothing for nothing, or for punctuation alone', () => {
    expect(searchProducts(index, '   ')).toEqual({ products: [], total: 0 });
    expect(searchProducts(index, '!!')).toEqual({ products: [], total: 0 });
  });

  it('stops at the limit and says how many match in all', () => {
    const many = buildProductSearchIndex(
      Array.from({ length: 5000 }, (_, i) =>
        makeProduct({ name: `Bench item ${String(i + 1).padStart(5, '0')}` }),
      ),
    );
    const result = searchProducts(many, 'item', 60);
    expect(result.total).toBe(5000);
    expect(result.products).toHaveLength(60);
    expect(result.products[0]?.name).toBe('Bench item 00001');
    expect(searchProducts(many, 'item 0432').products.map((p) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bench item 0432${i}`),
    );
  });
});
