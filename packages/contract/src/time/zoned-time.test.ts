import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRealWallClock,
  localDateOf,
  merchantDateKey,
  minuteOfDayOf,
  shiftWallClock,
  startOfLocalDay,
  startOfLocalHour,
  wallClockOf,
  zonedToInstant,
} from './zoned-time.js';

const LONDON = 'Europe/London';
const iso = (d: Date) => d.toISOString();

describe('zonedToInstant', () => {
  it('reads 09:00 as GMT in winter and BST in summer', () => {
    expect(iso(zonedToInstant({ year: 2026, month: 1, day: 15 }, 9 * 60, LONDON))).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(iso(zonedToInstant({ year: 2026, month: 7, day: 1 }, 9 * 60, LONDON))).toBe(
      '2026-07-01T08:00:00.000Z',
    );
  });

  it('moves a time the clocks skip on by the gap (29 March 2026, 01:00 GMT becomes 02:00 BST)', () => {
    const day = { year: 2026, month: 3, day: 29 };
    expect(iso(zonedToInstant(day, 59, LONDON))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(zonedToInstant(day, 90, LONDON))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedToInstant(day, 120, LONDON))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the earlier of a time that happens twice (25 October 2026, 02:00 BST becomes 01:00 GMT)', () => {
    const day = { year: 2026, month: 10, day: 25 };
    expect(iso(zonedToInstant(day, 30, LONDON))).toBe('2026-10-24T23:30:00.000Z');
    expect(iso(zonedToInstant(day, 60, LONDON))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(zonedToInstant(day, 90, LONDON))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedToInstant(day, 120, LONDON))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('takes the earlier of a repeated time west and east of UTC alike', () => {
    // New York: 01:30 EDT (05:30Z) then 01:30 EST; Sydney: 02:30 AEDT (15:30Z) then AEST.
    expect(iso(zonedToInstant({ year: 2026, month: 11, day: 1 }, 90, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(zonedToInstant({ year: 2026, month: 4, day: 5 }, 150, 'Australia/Sydney'))).toBe(
      '2026-04-04T15:30:00.000Z',
    );
  });

  it('runs minutes past 24:00 into the next day, and keeps seconds', () => {
    const day = { year: 2026, month: 1, day: 9 };
    expect(iso(zonedToInstant(day, 26 * 60, LONDON, 15))).toBe('2026-01-10T02:00:15.000Z');
  });

  it('handles zones west of UTC, half-hour offsets and fixed offsets', () => {
    const day = { year: 2026, month: 1, day: 15 };
    expect(iso(zonedToInstant(day, 18 * 60, 'America/New_York'))).toBe('2026-01-15T23:00:00.000Z');
    expect(iso(zonedToInstant(day, 9 * 60, 'Asia/Kathmandu'))).toBe('2026-01-15T03:15:00.000Z');
    expect(iso(zonedToInstant(day, 12 * 60, 'Etc/GMT-5'))).toBe('2026-01-15T07:00:00.000Z');
  });
});

describe('isRealWallClock', () => {
  it('is false only inside the hour London skips', () => {
    const spring = { year: 2026, month: 3, day: 29 };
    expect([0, 59, 60, 90, 119, 120].map((m) => isRealWallClock(spring, m, LONDON))).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect(isRealWallClock({ year: 2026, month: 10, day: 25 }, 90, LONDON)).toBe(true);
  });

  it('follows minutes past midnight into the next day', () => {
    expect(isRealWallClock({ year: 2026, month: 3, day: 28 }, 24 * 60 + 90, LONDON)).toBe(false);
    expect(isRealWallClock({ year: 2026, month: 3, day: 28 }, 24 * 60 + 150, LONDON)).toBe(true);
  });
});

describe('wall clock of an instant', () => {
  it('reads the date, minute of day and key on the merchant clock, not UTC', () => {
    const lateEvening = new Date('2026-07-01T23:30:00Z');
    expect(localDateOf(lateEvening, LONDON)).toEqual({ year: 2026, month: 7, day: 2 });
    expect(minuteOfDayOf(lateEvening, LONDON)).toBe(30);
    expect(merchantDateKey(lateEvening, LONDON)).toBe('2026-07-02');
    expect(merchantDateKey(lateEvening, 'America/New_York')).toBe('2026-07-01');
  });

  it('agrees with Intl for any instant and zone', () => {
    const zones = [LONDON, 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, timeZone) => {
          const parts = new Intl.DateTimeFormat('en-GB', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
          }).formatToParts(new Date(ms));
          const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
          expect(wallClockOf(new Date(ms), timeZone)).toEqual({
            year: part('year'),
            month: part('month'),
            day: part('day'),
            hour: part('hour'),
            minute: part('minute'),
            second: part('second'),
          });
        },
      ),
    );
  });

  it('finds the instant again from its wall clock, or the first time that clock was shown', () => {
    const zones = [LONDON, 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, timeZone) => {
          const instant = new Date(Math.floor(ms / 1000) * 1000);
          const wall = wallClockOf(instant, timeZone);
          const back = zonedToInstant(wall, wall.hour * 60 + wall.minute, timeZone, wall.second);
          expect(wallClockOf(back, timeZone)).toEqual(wall);
          // Earlier only inside a repeated hour (Lord Howe repeats half an hour).
          expect([0, -1_800_000, -3_600_000]).toContain(+back - +instant);
        },
      ),
    );
  });
});

describe('local days and hours', () => {
  it('starts a day at local midnight, and the day the clocks change is 23 or 25 hours long', () => {
    expect(iso(startOfLocalDay('2026-07-01', LONDON))).toBe('2026-06-30T23:00:00.000Z');
    const hours = (key: string) =>
      (+startOfLocalDay(key, LONDON, 1) - +startOfLocalDay(key, LONDON)) / 3_600_000;
    expect([hours('2026-03-29'), hours('2026-10-25'), hours('2026-07-01')]).toEqual([23, 25, 24]);
  });

  it('starts each of the two 01:00 hours of the night London goes back at its own :00', () => {
    expect(iso(startOfLocalHour(new Date('2026-10-25T00:30:00Z'), LONDON))).toBe(
      '2026-10-25T00:00:00.000Z',
    );
    expect(iso(startOfLocalHour(new Date('2026-10-25T01:30:00Z'), LONDON))).toBe(
      '2026-10-25T01:00:00.000Z',
    );
    expect(iso(startOfLocalHour(new Date('2026-01-15T03:59:59.999Z'), 'Asia/Kathmandu'))).toBe(
      '2026-01-15T03:15:00.000Z',
    );
  });

  it('shifts by whole days on the wall clock: a week before 09:00 BST is 09:00 GMT', () => {
    expect(iso(shiftWallClock(new Date('2026-04-02T08:00:00.250Z'), LONDON, -7))).toBe(
      '2026-03-26T09:00:00.250Z',
    );
    expect(iso(shiftWallClock(new Date('2026-03-26T09:00:00Z'), LONDON, 7))).toBe(
      '2026-04-02T08:00:00.000Z',
    );
  });
});
