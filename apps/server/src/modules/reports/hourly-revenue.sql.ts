import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { readRows } from './read-rows.js';
import { chartHours } from './report-clock.js';

export type HourlyRevenueParams = {
  clientId: string;
  timeZone: string;
  /** The start of the merchant's current local hour: the last of the 24. */
  currentHourStart: Date;
};

export type HourlyRevenueRow = {
  /** 0 is this week, 1 to 4 the weeks before. */
  weeksBack: number;
  /** 1 to 24: which hour of that week's list (report-clock's chartHours), oldest first. */
  hour: number;
  revenuePence: number;
};

const timestampArray = (instants: Date[]) => `{${instants.map((d) => d.toISOString()).join(',')}}`;

/**
 * Net revenue (gross minus refunds, on the payment's time) of each hour of each
 * week: one index range on payments (client_id, paid_at) per week, with constant
 * bounds so the planner sees a day's rows, not a guess. width_bucket finds the
 * hour a payment falls in, and the hour's end is checked too: across a
 * daylight-saving change a week before, two hour starts can lie two hours apart.
 */
export const hourlyRevenueQuery = (p: HourlyRevenueParams) => {
  const weeks = chartHours(p.currentHourStart, p.timeZone).map((starts, weeksBack) => {
    // Starts ascend (a week's wall-clock hours keep their order), so the first and
    // the last hour's end bound the week's range.
    const first = starts[0] ?? new Date(0);
    const end = new Date((starts.at(-1) ?? first).getTime() + 3_600_000);
    return sql`
      select ${weeksBack}::int as weeks_back, b.hour, b.net
      from (
        select width_bucket(paid_at, ${timestampArray(starts)}::timestamptz[]) as hour,
               paid_at, amount_gross_pence - amount_refunded_pence as net
        from payments
        where client_id = ${p.clientId}::uuid and status = 'paid'
          and paid_at >= ${first.toISOString()}::timestamptz
          and paid_at < ${end.toISOString()}::timestamptz
      ) b
      where b.hour > 0
        and b.paid_at < (${timestampArray(starts)}::timestamptz[])[b.hour] + interval '1 hour'`;
  });
  return sql`
    select weeks_back as "weeksBack", hour, sum(net)::float8 as "revenuePence"
    from (${sql.join(weeks, sql` union all `)}) w
    group by weeks_back, hour`;
};

export const readHourlyRevenue = (db: Db, params: HourlyRevenueParams) =>
  readRows<HourlyRevenueRow>(db, hourlyRevenueQuery(params));
