import { describe, expect, it } from 'vitest';
import { nextMenuStart } from './next-menu-start.js';

const LONDON = 'Europe/London';
const everyDay = (startTime: string) =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, startTime }));

describe('nextMenuStart', () => {
  it('is later today when a start is still ahead', () => {
    // Tuesday 3 June 2025, 10:00 BST.
    const now = new Date('2025-06-03T09:00:00Z');
    expect(nextMenuStart(everyDay('11:30'), now, LONDON)?.toISOString()).toBe(
      '2025-06-03T10:30:00.000Z',
    );
  });

  it('counts a start exactly now', () => {
    const now = new Date('2025-06-03T10:30:00Z');
    expect(nextMenuStart(everyDay('11:30'), now, LONDON)).toEqual(now);
  });

  it('crosses to the next weekday that has a time (0 = Monday)', () => {
    // Monday 2 June 2025, 22:00 BST; the only menu runs on Wednesdays at 08:00.
    const now = new Date('2025-06-02T21:00:00Z');
    expect(nextMenuStart([{ weekday: 2, startTime: '08:00' }], now, LONDON)?.toISOString()).toBe(
      '2025-06-04T07:00:00.000Z',
    );
  });

  it('crosses midnight by the local clock, not by UTC', () => {
    // Tuesday 00:30 BST is still Monday in UTC; Tuesday's 08:00 is the next start.
    const now = new Date('2025-06-02T23:30:00Z');
    const times = [
      { weekday: 0, startTime: '23:45' },
      { weekday: 1, startTime: '08:00' },
    ];
    expect(nextMenuStart(times, now, LONDON)?.toISOString()).toBe('2025-06-03T07:00:00.000Z');
  });

  it('keeps 08:00 on the wall clock across the clocks going forward', () => {
    // Saturday 29 March 2025, 22:00 GMT; on Sunday the clocks go forward to BST.
    const now = new Date('2025-03-29T22:00:00Z');
    expect(nextMenuStart(everyDay('08:00'), now, LONDON)?.toISOString()).toBe(
      '2025-03-30T07:00:00.000Z',
    );
  });

  it('finds a start earlier today a week on, and nothing without times', () => {
    // Wednesday 4 June 2025, 12:00 BST; Wednesday's only start, 08:00, has passed.
    const now = new Date('2025-06-04T11:00:00Z');
    expect(nextMenuStart([{ weekday: 2, startTime: '08:00' }], now, LONDON)?.toISOString()).toBe(
      '2025-06-11T07:00:00.000Z',
    );
    expect(nextMenuStart([], now, LONDON)).toBeNull();
  });
});
