import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatInZone, merchantToday, toZonedIso } from './zoned-format.js';

const LONDON = 'Europe/London';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatInZone', () => {
  it('prints the merchant clock with a date-fns pattern', () => {
    expect(formatInZone('2026-11-26T14:05:09Z', LONDON, 'EEEE do HH:mm')).toBe(
      'Thursday 26th 14:05',
    );
    expect(formatInZone('2026-07-01T23:30:00Z', LONDON, 'EEE d MMM HH:mm')).toBe('Thu 2 Jul 00:30');
  });

  it('prints the shop’s time when the device’s own zone skips that hour', () => {
    // 02:30 on 8 March 2026 does not exist in New York; it is a real time in London.
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date('2026-03-08T02:30:00Z').getTimezoneOffset()).toBe(300);
    expect(formatInZone('2026-03-08T02:30:00Z', LONDON, 'yyyy-MM-dd HH:mm')).toBe(
      '2026-03-08 02:30',
    );
  });
});

describe('toZonedIso', () => {
  it('writes the offset in force, +00:00 rather than Z, and negative offsets', () => {
    expect(toZonedIso(new Date('2026-07-01T08:00:00Z'), LONDON)).toBe('2026-07-01T09:00:00+01:00');
    expect(toZonedIso(new Date('2026-01-15T09:00:00.999Z'), LONDON)).toBe(
      '2026-01-15T09:00:00+00:00',
    );
    expect(toZonedIso(new Date('2026-01-15T23:00:00Z'), 'America/New_York')).toBe(
      '2026-01-15T18:00:00-05:00',
    );
  });

  it('labels the two 01:00 hours of the night London goes back apart', () => {
    expect(toZonedIso(new Date('2026-10-25T00:00:00Z'), LONDON)).toBe('2026-10-25T01:00:00+01:00');
    expect(toZonedIso(new Date('2026-10-25T01:00:00Z'), LONDON)).toBe('2026-10-25T01:00:00+00:00');
  });
});

describe('merchantToday', () => {
  it('is the merchant’s date, which may be a day after UTC’s', () => {
    expect(merchantToday('Pacific/Auckland', new Date('2026-07-01T13:00:00Z'))).toBe('2026-07-02');
    expect(merchantToday(LONDON, new Date('2026-07-01T13:00:00Z'))).toBe('2026-07-01');
  });
});
