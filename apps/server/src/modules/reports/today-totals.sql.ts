import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { readRows } from './read-rows.js';

export type TodayTotalsParams = {
  clientId: string;
  /** Local midnight today. */
  start: Date;
  /** Now: the period is [start, now]. */
  now: Date;
  /** The same period a week before, on the wall clock. */
  lastWeekStart: Date;
  lastWeekNow: Date;
};

export type TodayTotalsRow = {
  /** 'pay_type' (key: cash or pax_device), 'cashier' (key: cashier id or null) or 'last_week'. */
  kind: 'pay_type' | 'cashier' | 'last_week';
  key: string | null;
  cashierName: string | null;
  count: number;
  totalPence: number;
};

/**
 * Today's takings in one statement: net of refunds by pay type and by cashier,
 * and the same period last week's total. Both periods are index ranges on
 * payments (client_id, paid_at); cashier names come from the few cashier rows.
 */
export const todayTotalsQuery = (p: TodayTotalsParams) => sql`
  with today as (
    select pay_type, cashier_id, amount_gross_pence - amount_refunded_pence as net
    from payments
    where client_id = ${p.clientId}::uuid and status = 'paid'
      and paid_at >= ${p.start.toISOString()}::timestamptz
      and paid_at <= ${p.now.toISOString()}::timestamptz
  )
  select 'pay_type' as kind, pay_type as key, null as "cashierName",
         count(*)::int as count, sum(net)::float8 as "totalPence"
  from today group by pay_type
  union all
  select 'cashier', t.cashier_id::text, min(c.username), count(*)::int, sum(t.net)::float8
  from today t
  left join cashiers c on c.client_id = ${p.clientId}::uuid and c.id = t.cashier_id
  group by t.cashier_id
  union all
  select 'last_week', null, null, count(*)::int,
         coalesce(sum(amount_gross_pence - amount_refunded_pence), 0)::float8
  from payments
  where client_id = ${p.clientId}::uuid and status = 'paid'
    and paid_at >= ${p.lastWeekStart.toISOString()}::timestamptz
    and paid_at <= ${p.lastWeekNow.toISOString()}::timestamptz`;

export const readTodayTotals = (db: Db, params: TodayTotalsParams) =>
  readRows<TodayTotalsRow>(db, todayTotalsQuery(params));
