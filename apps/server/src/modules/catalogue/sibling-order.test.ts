import { describe, expect, it } from 'vitest';
import { placeAt } from './sibling-order.js';

describe('placeAt', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves a sibling up or down', () => {
    expect(placeAt(ids, 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(placeAt(ids, 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('puts a newcomer, or a position past the end, last', () => {
    expect(placeAt(ids, 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(placeAt(ids, 'b', 99)).toEqual(['a', 'c', 'd', 'b']);
  });
});
