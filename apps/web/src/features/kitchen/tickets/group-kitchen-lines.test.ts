import { describe, expect, it } from 'vitest';
import { makeOrderItem } from '@/testing/make-order';
import { groupKitchenLines, isLineReady, kitchenLineLabel } from './group-kitchen-lines';

const latte = { ...makeOrderItem().product, id: 'latte', name: 'Latte', measure: '12oz' };
const whole = { id: 'whole', label: 'Whole', price: 0 };
const oat = { id: 'oat', label: 'Oat', price: 40 };
const shot = { id: 'shot', label: 'Extra shot', price: 50 };
const unit = (id: string, options = [whole], status: 'requested' | 'ready' = 'requested') =>
  makeOrderItem({ id, product: latte, optionalItems: options, status });

describe('groupKitchenLines', () => {
  it('makes one line of identical units: "3 × Latte (12oz) + Whole"', () => {
    const lines = groupKitchenLines([unit('a'), unit('b'), unit('c')]);
    expect(lines).toHaveLength(1);
    expect(lines.map(kitchenLineLabel)).toEqual(['3 × Latte (12oz) + Whole']);
    expect(lines[0]?.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps other options, and the same options in another order, as lines of their own', () => {
    const lines = groupKitchenLines([
      unit('a'),
      unit('b', [oat]),
      unit('c'),
      unit('d', [oat, shot]),
      unit('e', [shot, oat]),
      unit('f', []),
    ]);
    expect(lines.map(kitchenLineLabel)).toEqual([
      '2 × Latte (12oz) + Whole',
      'Latte (12oz) + Oat',
      'Latte (12oz) + Oat + Extra shot',
      'Latte (12oz) + Extra shot + Oat',
      'Latte (12oz)',
    ]);
  });

  it('keeps a different product with the same name apart', () => {
    const decaf = makeOrderItem({ id: 'x', product: { ...latte, id: 'latte-2' } });
    expect(groupKitchenLines([unit('a', []), decaf])).toHaveLength(2);
  });

  it('counts the ready units, and a line is ready only when all of them are', () => {
    const [line] = groupKitchenLines([unit('a', [whole], 'ready'), unit('b')]);
    if (!line) throw new Error('no line');
    expect(line.readyCount).toBe(1);
    expect(isLineReady(line)).toBe(false);
    const [done] = groupKitchenLines([unit('a', [whole], 'ready'), unit('b', [whole], 'ready')]);
    if (!done) throw new Error('no line');
    expect(isLineReady(done)).toBe(true);
  });
});
