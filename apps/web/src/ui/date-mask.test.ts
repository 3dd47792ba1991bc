import { describe, expect, it } from 'vitest';
import { maskDate, toApiDate, toMaskedDate } from '@/ui/date-mask';

describe('the filter date mask (000 §5, 001 §5)', () => {
  it('shapes digits as year/month/day as they are typed', () => {
    expect(maskDate('2026')).toBe('2026');
    expect(maskDate('20261')).toBe('2026/1');
    expect(maskDate('2026112')).toBe('2026/11/2');
    expect(maskDate('20261126')).toBe('2026/11/26');
    expect(maskDate('2026/11/26 extra 9')).toBe('2026/11/26');
  });

  it('takes no month digit above 1 to start, nor a day digit above 3 (001-8)', () => {
    expect(maskDate('20265')).toBe('2026');
    expect(maskDate('2026114')).toBe('2026/11');
    expect(maskDate('2026/13/45')).toBe('2026/13');
    expect(maskDate('2026/09/31')).toBe('2026/09/31');
  });

  it('sends only a whole, real day, with dashes', () => {
    expect(toApiDate('2026/11/26')).toBe('2026-11-26');
    expect(toApiDate('2026/02/30')).toBeNull();
    expect(toApiDate('2026/13/01')).toBeNull();
    expect(toApiDate('2026/11')).toBeNull();
    expect(toMaskedDate('2026-11-26')).toBe('2026/11/26');
  });
});
