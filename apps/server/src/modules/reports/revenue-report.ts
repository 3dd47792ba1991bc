import {
  EXPECTED_REVENUE_WEEKS,
  REVENUE_CHART_HOURS,
} from '@opentill/contract/reports/report-constants';
import type { RevenueReport } from '@opentill/contract/reports/report.schemas';
import type { Db } from '@/db/client.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { readHourlyRevenue } from './hourly-revenue.sql.js';
import { shiftWallClock, startOfLocalHour, toZonedIso } from './report-clock.js';

/**
 * The hour starts of the chart, oldest first: the 24 real hours up to the current
 * local hour, and for each earlier week the same wall-clock hours (09:00 a week
 * before is 09:00, across a daylight-saving change).
 */
export const chartHours = (now: Date, timeZone: string): Date[][] => {
  const current = startOfLocalHour(now, timeZone).getTime();
  const hours = Array.from(
    { length: REVENUE_CHART_HOURS },
    (_, i) => new Date(current - (REVENUE_CHART_HOURS - 1 - i) * 3_600_000),
  );
  return Array.from({ length: EXPECTED_REVENUE_WEEKS + 1 }, (_, week) =>
    week === 0 ? hours : hours.map((h) => shiftWallClock(h, timeZone, -7 * week)),
  );
};

/**
 * GET report/: the last 24 local hours, the current one included, and for each
 * the expected revenue: the mean of the same hour over the previous 4 weeks,
 * rounded to the penny (a week that took nothing counts as 0).
 */
export const getRevenueReport = async (
  db: Db,
  client: Pick<ClientRow, 'id' | 'timeZone'>,
  now: Date,
): Promise<RevenueReport> => {
  const weeks = chartHours(now, client.timeZone);
  const rows = await readHourlyRevenue(db, { clientId: client.id, weeks });
  const actual = new Array<number>(REVENUE_CHART_HOURS).fill(0);
  const earlier = new Array<number>(REVENUE_CHART_HOURS).fill(0);
  for (const row of rows) {
    const totals = row.weeksBack === 0 ? actual : earlier;
    totals[row.hour - 1] = (totals[row.hour - 1] ?? 0) + row.revenuePence;
  }
  const hours = weeks[0] ?? [];
  return {
    revenue: hours.map((h, i) => ({
      datetime: toZonedIso(h, client.timeZone),
      revenue: actual[i] ?? 0,
    })),
    expectedRevenue: hours.map((h, i) => ({
      datetime: toZonedIso(h, client.timeZone),
      revenue: Math.round((earlier[i] ?? 0) / EXPECTED_REVENUE_WEEKS),
    })),
  };
};
