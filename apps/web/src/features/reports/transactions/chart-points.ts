import type { RevenueReport } from '@opentill/contract/reports/report.schemas';
import { formatClockTime } from '@/ui/zoned-time';

/** One hour on the chart: its start as HH:mm, and both series in pence. */
export type ChartPoint = { hour: string; revenue: number; expectedRevenue: number };

/**
 * The two series side by side, by hour. Expected revenue is matched on the hour's start (as an instant);
 * should the server ever send it with other timestamps, it is matched by position.
 */
export const toChartPoints = (report: RevenueReport, timeZone: string): ChartPoint[] => {
  const expectedByHour = new Map(
    report.expectedRevenue.map((p) => [Date.parse(p.datetime), p.revenue]),
  );
  return report.revenue.map((point, index) => ({
    hour: formatClockTime(point.datetime, timeZone),
    revenue: point.revenue,
    expectedRevenue:
      expectedByHour.get(Date.parse(point.datetime)) ?? report.expectedRevenue[index]?.revenue ?? 0,
  }));
};

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** The y axis in whole pounds: 12345 → £123. */
export const formatAxisPounds = (pence: number): string => wholePounds.format(pence / 100);
