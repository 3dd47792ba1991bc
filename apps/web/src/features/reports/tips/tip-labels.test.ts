import { describe, expect, it } from 'vitest';
import {
  hoursLabel,
  hoursToMinutes,
  parseHours,
  paymentSharedLabel,
  shareLeftLabel,
  tipDayLabel,
  tipPeriodLabel,
} from '@/features/reports/tips/tip-labels';

describe('tip labels', () => {
  it('reads hours as people type them, and nothing else', () => {
    expect(parseHours('7.5')).toBe(7.5);
    expect(parseHours(' 7,5 ')).toBe(7.5);
    expect(parseHours('.5')).toBe(0.5);
    expect(parseHours('8')).toBe(8);
    expect(parseHours('744')).toBe(744);
    for (const typed of ['', '7h', '-1', '1e3', '745', '7.5.1', 'Infinity', '0x10'])
      expect(parseHours(typed)).toBeNull();
  });

  it('weighs hours in whole minutes, as the server does', () => {
    expect(hoursToMinutes(7.5)).toBe(450);
    expect(hoursToMinutes(7.33)).toBe(440);
  });

  it('names days and periods on the calendar', () => {
    expect(tipDayLabel('2026-11-26')).toBe('Thu 26 Nov');
    expect(tipPeriodLabel('2026-11-26', '2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(tipPeriodLabel('2026-11-23', '2026-11-26')).toBe('Mon 23 Nov to Thu 26 Nov 2026');
    expect(hoursLabel(7.5)).toBe('7.5 h');
    expect(hoursLabel(null)).toBe('—');
  });

  it('names what Share would share, and whether a tip is shared', () => {
    expect(shareLeftLabel(41)).toBe('Share £0.41 not yet shared');
    expect(paymentSharedLabel(null)).toBe('Not yet');
    expect(paymentSharedLabel('alloc-1')).toBe('Yes');
  });
});
