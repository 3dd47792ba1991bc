import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug.js';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with dashes', () => {
    expect(slugify('Hot Drinks')).toBe('hot-drinks');
    expect(slugify('  Café & Crème Brûlée!! ')).toBe('cafe-creme-brulee');
    expect(slugify('Über-Tea 2')).toBe('uber-tea-2');
  });

  it('falls back to "category" when nothing is left', () => {
    expect(slugify('!!!')).toBe('category');
    expect(slugify('茶')).toBe('category');
  });

  it('stays short and never ends with a dash', () => {
    const slug = slugify(`${'a'.repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken slug from 2', () => {
    expect(firstFreeSlug('tea', new Set())).toBe('tea');
    expect(firstFreeSlug('tea', new Set(['tea']))).toBe('tea-2');
    expect(firstFreeSlug('tea', new Set(['tea', 'tea-2', 'tea-3']))).toBe('tea-4');
  });

  it("never gives a category one of the till's own segments", () => {
    expect(firstFreeSlug('favourites', new Set())).toBe('favourites-2');
    expect(firstFreeSlug('cashier-login', new Set(['cashier-login-2']))).toBe('cashier-login-3');
  });
});
