import {
  EXPECTED_REVENUE_WEEKS,
  REVENUE_CHART_HOURS,
} from '@opentill/contract/reports/report-constants';
import type { RevenueReport } from '@opentill/contract/reports/report.schemas';
import type { Db } from '@/db/client.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { readHourlyRevenue } from './hourly-revenue.sql.js';
import { startOfLocalHour, toZonedIso } from './report-clock.js';

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
  const { timeZone } = client;
  const currentHourStart = startOfLocalHour(now, timeZone);
  const rows = await readHourlyRevenue(db, { clientId: client.id, timeZone, currentHourStart });
  const actual = new Array<number>(REVENUE_CHART_HOURS).fill(0);
  const earlier = new Array<number>(REVENUE_CHART_HOURS).fill(0);
  for (const row of rows) {
    if (row.weeksBack === 0) actual[row.hoursBack] = row.revenuePence;
    else earlier[row.hoursBack] = (earlier[row.hoursBack] ?? 0) + row.revenuePence;
  }
  const revenue: RevenueReport['revenue'] = [];
  const expectedRevenue: RevenueReport['expectedRevenue'] = [];
  for (let hoursBack = REVENUE_CHART_HOURS - 1; hoursBack >= 0; hoursBack--) {
    const datetime = toZonedIso(
      new Date(currentHourStart.getTime() - hoursBack * 3_600_000),
      timeZone,
    );
    revenue.push({ datetime, revenue: actual[hoursBack] ?? 0 });
    expectedRevenue.push({
      datetime,
      revenue: Math.round((earlier[hoursBack] ?? 0) / EXPECTED_REVENUE_WEEKS),
    });
  }
  return { revenue, expectedRevenue };
};
