import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatClockTimeWithSeconds,
  formatDayMonth,
  formatShortDate,
} from '@/ui/zoned-time';

describe('times on the merchant clock', () => {
  it('shows the London wall clock, in summer an hour ahead of UTC', () => {
    const lateSummerEvening = '2026-07-01T23:05:09Z';
    expect(formatClockTime(lateSummerEvening, 'Europe/London')).toBe('00:05');
    expect(formatClockTimeWithSeconds(lateSummerEvening, 'Europe/London')).toBe('00:05:09');
    expect(formatDayMonth(lateSummerEvening, 'Europe/London')).toBe('02/07');
    expect(formatShortDate(lateSummerEvening, 'Europe/London')).toBe('Thu 2 Jul');
  });

  it('follows the merchant’s zone, not the device’s', () => {
    expect(formatClockTime('2026-11-26T14:05:00Z', 'America/New_York')).toBe('09:05');
    expect(formatShortDate('2026-11-26T02:00:00Z', 'America/New_York')).toBe('Wed 25 Nov');
  });
});
