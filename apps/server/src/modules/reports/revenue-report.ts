import {
  EXPECTED_REVENUE_WEEKS,
  REVENUE_CHART_HOURS,
} from '@opentill/contract/reports/report-constants';
import type { RevenueReport } from '@opentill/contract/reports/report.schemas';
import { toZonedIso } from '@opentill/contract/time/zoned-format';
import { startOfLocalHour } from '@opentill/contract/time/zoned-time';
import type { Db } from '@/db/client.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { readHourlyRevenue } from './hourly-revenue.sql.js';
import { chartHours } from './report-clock.js';

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
  const currentHourStart = startOfLocalHour(now, client.timeZone);
  const weeks = chartHours(currentHourStart, client.timeZone);
  const rows = await readHourlyRevenue(db, {
    clientId: client.id,
    timeZone: client.timeZone,
    currentHourStart,
  });
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
