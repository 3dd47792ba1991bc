import { describe, expect, it } from 'vitest';
import { slotStartIso } from '@/features/till/checkout/state/slot-datetime';

describe('slotStartIso', () => {
  it('gives London winter slots a +00:00 offset and summer slots +01:00', () => {
    expect(slotStartIso('2026-11-26', '12:30', 'Europe/London')).toBe('2026-11-26T12:30:00+00:00');
    expect(slotStartIso('2026-07-01', '09:00', 'Europe/London')).toBe('2026-07-01T09:00:00+01:00');
  });

  it('takes the offset in force at the slot on the day the clocks go forward', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(slotStartIso('2026-03-29', '00:30', 'Europe/London')).toBe('2026-03-29T00:30:00+00:00');
    expect(slotStartIso('2026-03-29', '12:00', 'Europe/London')).toBe('2026-03-29T12:00:00+01:00');
  });

  it('writes negative offsets', () => {
    expect(slotStartIso('2026-01-15', '18:00', 'America/New_York')).toBe(
      '2026-01-15T18:00:00-05:00',
    );
  });
});
