import { describe, expect, it } from 'vitest';
import { maskDate, toWireDate } from '@/features/orders/filters/date-mask';

describe('the filter date mask (000 §5)', () => {
  it('shapes digits as year/month/day as they are typed', () => {
    expect(maskDate('2026')).toBe('2026');
    expect(maskDate('20261')).toBe('2026/1');
    expect(maskDate('2026112')).toBe('2026/11/2');
    expect(maskDate('20261126')).toBe('2026/11/26');
    expect(maskDate('2026/11/26 extra 9')).toBe('2026/11/26');
  });

  it('refuses a month that cannot start with that digit, and a day likewise', () => {
    expect(maskDate('20265')).toBe('2026');
    expect(maskDate('2026114')).toBe('2026/11');
  });

  it('sends a whole, real date with dashes', () => {
    expect(toWireDate('2026/11/26')).toBe('2026-11-26');
    expect(toWireDate('2026/02/30')).toBeNull();
    expect(toWireDate('2026/11')).toBeNull();
  });
});
