import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { selectorWhere, type DaySelector } from './day-selector.js';

// The rows behind an X or Z report, each read in one statement. Numbers are cast to
// int4 or float8 and times to epoch milliseconds, since node-postgres and PGlite read
// bigint, numeric and timestamptz differently.

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type TenderRow = {
  payType: string | null;
  count: number;
  total: number;
  tipCount: number;
  tips: number;
};
export type LineRow = {
  id: string;
  orderId: string;
  cost: number;
  vatBasisPoints: number | null;
  category: string;
};
export type AdjustmentRow = {
  orderId: string;
  orderItemId: string | null;
  amount: number;
  percentOff: number | null;
  reasonCode: string | null;
};
export type CountedRow = { count: number; total: number };
export type SessionRow = {
  id: string;
  deviceId: string;
  deviceName: string;
  float: number;
  openedAt: number;
  closedAt: number | null;
  expected: number | null;
  counted: number | null;
  variance: number | null;
  varianceReason: string | null;
  approvedBy: string | null;
};
export type MovementRow = { kind: string; count: number; total: number };

const paidPayments = (s: DaySelector) =>
  sql`payments p where p.status = 'paid' and ${selectorWhere(s, 'p', 'paid_at', true)}`;

export const readTenders = (db: Db, s: DaySelector) =>
  rowsOf<TenderRow>(
    db,
    sql`select p.pay_type as "payType", count(*)::int as count,
          coalesce(sum(p.amount_gross_pence), 0)::float8 as total,
          count(*) filter (where p.tip_pence > 0)::int as "tipCount",
          coalesce(sum(p.tip_pence), 0)::float8 as tips
        from ${paidPayments(s)} group by p.pay_type`,
  );

// A split bill's parts are money taken (tenders); its sale (lines, adjustments, delivery)
// is counted once, with the order's own payment row, when the order is paid in full.

/** The paid orders' lines in the order's own order, which breaks a VAT share's ties as the receipt does. */
export const readLines = (db: Db, s: DaySelector) =>
  rowsOf<LineRow>(
    db,
    sql`select oi.id, oi.order_id as "orderId", oi.cost_pence as cost,
          oi.vat_rate_basis_points as "vatBasisPoints", oi.category_name as category
        from order_items oi
        join payments p on p.client_id = oi.client_id and p.order_id = oi.order_id
        where not p.is_part and p.status = 'paid' and ${selectorWhere(s, 'p', 'paid_at', true)}
        order by oi.order_id, oi.position, oi.id`,
  );

/** Every adjustment of the paid orders: a line's names it, the order's does not. */
export const readAdjustments = (db: Db, s: DaySelector) =>
  rowsOf<AdjustmentRow>(
    db,
    sql`select pa.order_id as "orderId", pa.order_item_id as "orderItemId",
          pa.amount_pence as amount, pa.percent_off as "percentOff", pa.reason_code as "reasonCode"
        from price_adjustments pa
        join payments p on p.client_id = pa.client_id and p.order_id = pa.order_id
        where not p.is_part and p.status = 'paid' and ${selectorWhere(s, 'p', 'paid_at', true)}`,
  );

/** Delivery charges on the paid orders. */
export const readDeliveryCharges = async (db: Db, s: DaySelector): Promise<CountedRow> => {
  const [row] = await rowsOf<CountedRow>(
    db,
    sql`select count(*) filter (where o.delivery_charge_pence > 0)::int as count,
          coalesce(sum(o.delivery_charge_pence), 0)::float8 as total
        from orders o
        join payments p on p.client_id = o.client_id and p.order_id = o.id
        where not p.is_part and p.status = 'paid' and ${selectorWhere(s, 'p', 'paid_at', true)}`,
  );
  return row ?? { count: 0, total: 0 };
};

export const readRefunds = async (db: Db, s: DaySelector): Promise<CountedRow> => {
  const [row] = await rowsOf<CountedRow>(
    db,
    sql`select count(*)::int as count, coalesce(sum(r.amount_pence), 0)::float8 as total
        from refunds r where ${selectorWhere(s, 'r', 'created_at', true)}`,
  );
  return row ?? { count: 0, total: 0 };
};

/**
 * What was rung up and then taken back: lines voided from open orders, and unpaid orders
 * cancelled, each with what it would have cost. For a till, the orders it rang up.
 */
export const readVoids = async (db: Db, s: DaySelector): Promise<CountedRow> => {
  const device =
    s.kind === 'open' && s.deviceId !== null ? sql` and o.device_id = ${s.deviceId}::uuid` : sql``;
  const [row] = await rowsOf<CountedRow>(
    db,
    sql`select count(*)::int as count, coalesce(sum(v.total), 0)::float8 as total from (
          select o.total_cost_pence as total
          from orders o
          where o.status = 'cancelled' and ${selectorWhere(s, 'o', 'cancelled_at', false)}${device}
          union all
          select ov.cost_pence
          from order_voids ov
          join orders o on o.client_id = ov.client_id and o.id = ov.order_id
          where ${selectorWhere(s, 'ov', 'created_at', false)}${device}
        ) v`,
  );
  return row ?? { count: 0, total: 0 };
};

const sessionColumns = sql`s.id, s.device_id as "deviceId",
  coalesce(nullif(d.name, ''), 'Till ' || coalesce(d.number::text, '')) as "deviceName",
  s.float_pence as float, (extract(epoch from s.opened_at) * 1000)::float8 as "openedAt",
  (extract(epoch from s.closed_at) * 1000)::float8 as "closedAt",
  s.expected_pence as expected, s.counted_pence as counted, s.variance_pence as variance,
  s.variance_reason as "varianceReason", c.username as "approvedBy"
  from drawer_sessions s
  join devices d on d.client_id = s.client_id and d.id = s.device_id
  left join cashiers c on c.client_id = s.client_id and c.id = s.approved_by_cashier_id`;

/** The drawers of the period: cashed up in it, and (for an X) those still open. */
export const readSessions = (db: Db, s: DaySelector) => {
  if (s.kind === 'z')
    return rowsOf<SessionRow>(
      db,
      sql`select ${sessionColumns} where ${selectorWhere(s, 's', 'closed_at', false)}
          order by s.opened_at`,
    );
  const device = s.deviceId === null ? sql`` : sql` and s.device_id = ${s.deviceId}::uuid`;
  return rowsOf<SessionRow>(
    db,
    sql`select ${sessionColumns}
        where s.client_id = ${s.clientId}::uuid and s.z_report_id is null${device}
          and (s.closed_at is null or (s.closed_at >= ${s.start.toISOString()}::timestamptz
            and s.closed_at < ${s.to.toISOString()}::timestamptz))
        order by s.opened_at`,
  );
};

/** Pay-ins, pay-outs and No sales, by kind. */
export const readMovements = (db: Db, s: DaySelector) => {
  const device =
    s.kind === 'open' && s.deviceId !== null
      ? sql` and exists (select 1 from drawer_sessions s where s.client_id = m.client_id
          and s.id = m.session_id and s.device_id = ${s.deviceId}::uuid)`
      : sql``;
  return rowsOf<MovementRow>(
    db,
    sql`select m.kind, count(*)::int as count, coalesce(sum(m.amount_pence), 0)::float8 as total
        from drawer_movements m where ${selectorWhere(s, 'm', 'created_at', false)}${device}
        group by m.kind`,
  );
};
