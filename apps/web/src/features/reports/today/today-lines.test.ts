import { describe, expect, it } from 'vitest';
import {
  formatWait,
  nextChangeLine,
  statusLine,
  todayHeading,
  weekOnWeekLine,
} from '@/features/reports/today/today-lines';

const zoned = { timeZone: 'Europe/London' };

describe('today lines', () => {
  it('heads the report with the merchant date', () => {
    expect(todayHeading({ start: '2026-11-26T00:00:00Z' }, zoned)).toBe(
      'Today Report for Thursday 26th November 2026',
    );
  });

  it('says whether the shop is open, and since when', () => {
    const report = {
      generatedAt: '2026-11-26T14:05:00Z',
      open: true,
      statusSince: '2026-11-26T08:00:00Z',
    };
    expect(statusLine(report, zoned)).toBe('Status at 14:05: Open since 08:00');
    expect(
      statusLine(
        { generatedAt: '2026-11-26T07:00:00Z', open: false, statusSince: '2026-11-25T22:00:00Z' },
        zoned,
      ),
    ).toBe('Status at 07:00: Closed since Wednesday 22:00');
    expect(statusLine({ ...report, statusSince: null }, zoned)).toBe('Status at 14:05: Open');
  });

  it('says when it closes or opens next, as a duration and a time', () => {
    expect(
      nextChangeLine(
        { generatedAt: '2026-11-26T19:45:00Z', open: true, nextChangeAt: '2026-11-26T22:00:00Z' },
        zoned,
      ),
    ).toBe('Closing in 2 hours 15 minutes at 22:00');
    expect(
      nextChangeLine(
        { generatedAt: '2026-11-26T06:59:00Z', open: false, nextChangeAt: '2026-11-26T08:00:00Z' },
        zoned,
      ),
    ).toBe('Open in 1 hour 1 minute at 08:00');
    expect(
      nextChangeLine(
        { generatedAt: '2026-11-26T06:59:00Z', open: false, nextChangeAt: null },
        zoned,
      ),
    ).toBeNull();
  });

  it('words short and long waits', () => {
    expect(formatWait('2026-11-26T08:00:00Z', '2026-11-26T08:00:30Z')).toBe('less than a minute');
    expect(formatWait('2026-11-26T22:00:00Z', '2026-11-28T08:00:00Z')).toBe('1 day 10 hours');
  });

  it('shows a rise or a fall over last week, and nothing when flat or unknown', () => {
    expect(weekOnWeekLine({ increaseOverLastWeek: 12.5 })).toBe(
      '12.5% increase over this period last week.',
    );
    expect(weekOnWeekLine({ increaseOverLastWeek: -8 })).toBe(
      '8% decrease over this period last week.',
    );
    expect(weekOnWeekLine({ increaseOverLastWeek: 0 })).toBeNull();
    expect(weekOnWeekLine({ increaseOverLastWeek: null })).toBeNull();
  });
});
