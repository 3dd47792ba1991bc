import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys, toCamelKey, toSnakeKey } from './case-conversion.js';

describe('case conversion', () => {
  it('converts the spec field names both ways', () => {
    expect(toSnakeKey('parentCategoryId')).toBe('parent_category_id');
    expect(toSnakeKey('optionChoices')).toBe('option_choices');
    expect(toSnakeKey('superAdmin')).toBe('super_admin');
    expect(toCamelKey('to_collect_count')).toBe('toCollectCount');
    expect(toCamelKey('non_field_errors')).toBe('nonFieldErrors');
    expect(toSnakeKey('over18')).toBe('over_18');
    expect(toCamelKey('over_18')).toBe('over18');
    expect(toSnakeKey('6f1c2a0e-5b7d-4c1e-9a53-0d8e3f4b2c61')).toBe(
      '6f1c2a0e-5b7d-4c1e-9a53-0d8e3f4b2c61',
    );
  });

  it('converts nested objects and arrays but leaves values alone', () => {
    const wire = { order_items: [{ product_id: 'a_b', optional_item_ids: [1] }], created_at: 'x' };
    const camel = camelizeKeys(wire);
    expect(camel).toEqual({
      orderItems: [{ productId: 'a_b', optionalItemIds: [1] }],
      createdAt: 'x',
    });
    expect(snakeizeKeys(camel)).toEqual(wire);
  });

  it('keeps dates and nulls as they are', () => {
    const date = new Date(0);
    expect(camelizeKeys({ a_b: date, c_d: null })).toEqual({ aB: date, cD: null });
  });
});
