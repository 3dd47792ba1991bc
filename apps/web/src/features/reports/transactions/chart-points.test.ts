import { describe, expect, it } from 'vitest';
import { formatAxisPounds, toChartPoints } from '@/features/reports/transactions/chart-points';

describe('chart points', () => {
  it('puts both series on the hour, HH:mm on the merchant’s clock', () => {
    const points = toChartPoints(
      {
        revenue: [
          { datetime: '2026-07-01T09:00:00+01:00', revenue: 1250 },
          { datetime: '2026-07-01T10:00:00+01:00', revenue: 0 },
        ],
        expectedRevenue: [
          // The same instants, written in UTC: matched on the instant, not the text.
          { datetime: '2026-07-01T09:00:00Z', revenue: 800 },
          { datetime: '2026-07-01T08:00:00Z', revenue: 400 },
        ],
      },
      'Europe/London',
    );
    expect(points).toEqual([
      { hour: '09:00', revenue: 1250, expectedRevenue: 400 },
      { hour: '10:00', revenue: 0, expectedRevenue: 800 },
    ]);
  });

  it('labels the y axis in whole pounds', () => {
    expect(formatAxisPounds(12345)).toBe('£123');
    expect(formatAxisPounds(0)).toBe('£0');
  });
});
