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

  it('converts input nested far deeper than the call stack allows, without overflowing it', () => {
    const depth = 200_000;
    let wire: unknown = { leaf_value: 1 };
    for (let i = 0; i < depth; i++) wire = i % 2 ? { next_level: wire } : [wire];
    let camel = camelizeKeys(wire);
    for (let i = depth - 1; i >= 0; i--) {
      camel = i % 2 ? (camel as { nextLevel: unknown }).nextLevel : (camel as unknown[])[0];
    }
    expect(camel).toEqual({ leafValue: 1 });
  });

  it('keeps key order, and converts an object used twice in each place', () => {
    const shared = { a_b: 1 };
    const camel = camelizeKeys({
      z_z: 1,
      a_a: [shared, shared],
      m_m: { x_y: [1, [2, { p_q: 3 }]] },
    });
    expect(Object.keys(camel as object)).toEqual(['zZ', 'aA', 'mM']);
    expect(camel).toEqual({ zZ: 1, aA: [{ aB: 1 }, { aB: 1 }], mM: { xY: [1, [2, { pQ: 3 }]] } });
  });
});
