import { describe, expect, it } from 'vitest';
import { addDaysToDate, checkReportRange, daysInRange, parseReportDate } from './report-dates.js';
import { REPORT_MESSAGES } from './report-messages.js';

describe('parseReportDate', () => {
  it('reads dates and local date-times, with slashes as dashes', () => {
    expect(parseReportDate('2026/11/19')).toEqual({ date: '2026-11-19', time: null });
    expect(parseReportDate('2026-11-19T08:30')).toEqual({
      date: '2026-11-19',
      time: '08:30:00.000',
    });
    expect(parseReportDate('2026-11-19T08:30:05.5')).toEqual({
      date: '2026-11-19',
      time: '08:30:05.500',
    });
  });

  it('refuses a trailing Z, an offset and impossible dates', () => {
    for (const bad of [
      '2026-11-19T08:30:00Z',
      '2026-11-19T08:30+01:00',
      '2026-02-30',
      '2026-13-01',
      '19/11/2026',
      '2026-11-19T24:00',
    ])
      expect(parseReportDate(bad)).toBeNull();
  });
});

describe('checkReportRange', () => {
  const today = '2026-11-26';
  it('accepts a range ending today', () => {
    expect(checkReportRange('2026-11-19', '2026-11-26', today)).toEqual({});
    expect(checkReportRange('2026-11-26', '2026-11-26', today)).toEqual({});
  });
  it('refuses from after to, and to in the future', () => {
    expect(checkReportRange('2026-11-20', '2026-11-19', today)).toEqual({
      fromDate: REPORT_MESSAGES.fromAfterTo,
    });
    expect(checkReportRange('2026-11-20', '2026-11-27', today)).toEqual({
      toDate: REPORT_MESSAGES.toInFuture,
    });
  });
  it('names empty and malformed fields', () => {
    expect(checkReportRange('', 'nope', today)).toEqual({
      fromDate: REPORT_MESSAGES.dateRequired,
      toDate: REPORT_MESSAGES.badDate,
    });
  });
});

describe('calendar helpers', () => {
  it('adds days across months and counts both ends', () => {
    expect(addDaysToDate('2026-11-26', -7)).toBe('2026-11-19');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2026-11-19', '2026-11-19')).toBe(1);
    expect(daysInRange('2026-11-19', '2026-11-26')).toBe(8);
  });
});
