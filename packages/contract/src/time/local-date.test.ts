import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  compareLocalDates,
  localDateKey,
  parseHhmm,
  parseLocalDateKey,
  weekdayOf,
} from './local-date.js';

describe('local dates', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addLocalDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(addLocalDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
  });

  it('numbers weekdays from Monday = 0 to Sunday = 6', () => {
    // 26 November 2026 is a Thursday; 29 November a Sunday.
    expect(weekdayOf({ year: 2026, month: 11, day: 26 })).toBe(3);
    expect(weekdayOf({ year: 2026, month: 11, day: 29 })).toBe(6);
    expect(weekdayOf({ year: 2026, month: 11, day: 30 })).toBe(0);
  });

  it('orders dates, and writes and reads yyyy-MM-dd keys', () => {
    const a = parseLocalDateKey('2026-03-09');
    expect(a).toEqual({ year: 2026, month: 3, day: 9 });
    expect(localDateKey(a)).toBe('2026-03-09');
    expect(compareLocalDates(a, addLocalDays(a, 1))).toBeLessThan(0);
    expect(compareLocalDates(a, { ...a })).toBe(0);
  });

  it('reads HH:mm as minutes after midnight', () => {
    expect(parseHhmm('00:00')).toBe(0);
    expect(parseHhmm('08:30')).toBe(510);
    expect(parseHhmm('23:59')).toBe(1439);
  });
});
