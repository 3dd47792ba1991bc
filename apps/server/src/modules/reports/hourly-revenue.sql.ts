import { sql } from 'drizzle-orm';
import {
  EXPECTED_REVENUE_WEEKS,
  REVENUE_CHART_HOURS,
} from '@opentill/contract/reports/report-constants';
import type { Db } from '@/db/client.js';
import { readRows } from './read-rows.js';

export type HourlyRevenueParams = {
  clientId: string;
  timeZone: string;
  /** The start of the merchant's current local hour: the last of the 24 points. */
  currentHourStart: Date;
};

export type HourlyRevenueRow = {
  /** 0 is the current hour, 23 the earliest. */
  hoursBack: number;
  /** 0 is the hour itself, 1 to 4 the same wall-clock hour that many weeks before. */
  weeksBack: number;
  revenuePence: number;
};

/**
 * Net revenue (gross minus refunds, on the payment's time) of each of the last 24
 * hours and of the same wall-clock hour 1 to 4 weeks before: 120 windows, each an
 * index range on payments (client_id, paid_at). Weeks are stepped on the merchant's
 * wall clock (local timestamp minus 7 days, back to an instant), so 09:00 a week
 * before is 09:00 across a daylight-saving change.
 */
export const hourlyRevenueQuery = (p: HourlyRevenueParams) => sql`
  with hours as (
    select h as hours_back,
           ${p.currentHourStart.toISOString()}::timestamptz - make_interval(hours => h) as starts_at
    from generate_series(0, ${REVENUE_CHART_HOURS - 1}::int) h
  ),
  windows as (
    select hours_back, w as weeks_back,
           case when w = 0 then starts_at
                else ((starts_at at time zone ${p.timeZone}::text) - make_interval(days => 7 * w))
                       at time zone ${p.timeZone}::text end as starts_at
    from hours cross join generate_series(0, ${EXPECTED_REVENUE_WEEKS}::int) w
  )
  select w.hours_back as "hoursBack", w.weeks_back as "weeksBack",
         coalesce(sum(p.amount_gross_pence - p.amount_refunded_pence), 0)::float8 as "revenuePence"
  from windows w
  left join payments p
    on p.client_id = ${p.clientId}::uuid
   and p.status = 'paid'
   and p.paid_at >= w.starts_at
   and p.paid_at < w.starts_at + interval '1 hour'
  group by w.hours_back, w.weeks_back
  order by w.hours_back desc, w.weeks_back`;

export const readHourlyRevenue = (db: Db, params: HourlyRevenueParams) =>
  readRows<HourlyRevenueRow>(db, hourlyRevenueQuery(params));
