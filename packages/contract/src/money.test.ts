import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPence, parsePounds } from './money.js';

describe('formatPence', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPence(320)).toBe('£3.20');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(250000)).toBe('£2,500.00');
  });
});

describe('parsePounds', () => {
  it('reads pounds into integer pence', () => {
    expect(parsePounds('3.2')).toBe(320);
    expect(parsePounds('£3.20')).toBe(320);
    expect(parsePounds('3')).toBe(300);
    expect(parsePounds('0.05')).toBe(5);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1,5', '1e3']) expect(parsePounds(bad)).toBeNull();
  });

  it('round-trips every amount through its display', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_99 }), (pence) => {
        expect(parsePounds(formatPence(pence).replace(/,/g, ''))).toBe(pence);
      }),
    );
  });
});
