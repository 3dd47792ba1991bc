import { describe, expect, it } from 'vitest';
import { maskDate, toApiDate, toMaskedDate } from '@/features/fulfilment/date-mask';

describe('the filter date mask', () => {
  it('puts the slashes in as digits are typed', () => {
    expect(maskDate('2026')).toBe('2026');
    expect(maskDate('20261')).toBe('2026/1');
    expect(maskDate('20261126')).toBe('2026/11/26');
    expect(maskDate('2026/11/26 extra 99')).toBe('2026/11/26');
  });

  it('sends only a real day, with dashes', () => {
    expect(toApiDate('2026/11/26')).toBe('2026-11-26');
    expect(toApiDate('2026/02/30')).toBeNull();
    expect(toApiDate('2026/21/01')).toBeNull();
    expect(toApiDate('2026/11')).toBeNull();
    expect(toMaskedDate('2026-11-26')).toBe('2026/11/26');
  });
});
