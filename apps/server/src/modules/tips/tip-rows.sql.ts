import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { readRows } from '@/modules/reports/read-rows.js';

// The tips a period took, read from the payments that carried them: by merchant-local day,
// and one row per payment, each with the allocation that shared it if one did. Days are
// [from, to] inclusive in the merchant's time zone.

export type TipPeriod = { clientId: string; timeZone: string; from: string; to: string };

const inPeriod = (p: TipPeriod) => sql`p.client_id = ${p.clientId}::uuid and p.status = 'paid'
  and p.tip_pence > 0
  and p.paid_at >= (${p.from}::date::timestamp at time zone ${p.timeZone}::text)
  and p.paid_at < ((${p.to}::date + 1)::timestamp at time zone ${p.timeZone}::text)`;

/** The link of payment `p` to the allocation that shared its tip, if any, as `l`. */
const linkOf = sql`left join tip_allocation_payments l
  on l.client_id = p.client_id and l.payment_id = p.id`;

export type TipDayRow = {
  date: string;
  count: number;
  total: number;
  cash: number;
  card: number;
  shared: number;
  unshared: number;
};

export const readTipDays = (db: Db, p: TipPeriod) =>
  readRows<TipDayRow>(
    db,
    sql`select to_char((p.paid_at at time zone ${p.timeZone}::text)::date, 'YYYY-MM-DD') as date,
          count(*)::int as count, sum(p.tip_pence)::float8 as total,
          coalesce(sum(p.tip_pence) filter (where p.pay_type = 'cash'), 0)::float8 as cash,
          coalesce(sum(p.tip_pence) filter (where p.pay_type is distinct from 'cash'), 0)::float8
            as card,
          coalesce(sum(p.tip_pence) filter (where l.id is not null), 0)::float8 as shared,
          coalesce(sum(p.tip_pence) filter (where l.id is null), 0)::float8 as unshared
        from payments p ${linkOf} where ${inPeriod(p)}
        group by 1 order by 1`,
  );

/**
 * Links every tip of the period that no allocation shared yet to `allocationId`, in one
 * statement, and returns the tips linked: the caller shares exactly these. The caller
 * holds the tips lock, so no other allocation links meanwhile; the unique index on
 * (client_id, payment_id) refuses a second link even if one did.
 */
export const linkUnsharedTips = (db: Db, p: TipPeriod, allocationId: string) =>
  readRows<{ tip: number }>(
    db,
    sql`insert into tip_allocation_payments (client_id, allocation_id, payment_id, tip_pence)
        select p.client_id, ${allocationId}::uuid, p.id, p.tip_pence
        from payments p ${linkOf} where ${inPeriod(p)} and l.id is null
        returning tip_pence as tip`,
  );

export type TipPaymentRow = {
  paymentId: string;
  orderId: string;
  orderNumber: number;
  paidAt: number;
  payType: string | null;
  tip: number;
  cashier: string | null;
  allocationId: string | null;
};

export const readTipPayments = (db: Db, p: TipPeriod, limit: number) =>
  readRows<TipPaymentRow>(
    db,
    sql`select p.id as "paymentId", p.order_id as "orderId", o.order_number as "orderNumber",
          (extract(epoch from p.paid_at) * 1000)::float8 as "paidAt", p.pay_type as "payType",
          p.tip_pence as tip, c.username as cashier, l.allocation_id as "allocationId"
        from payments p ${linkOf}
        join orders o on o.client_id = p.client_id and o.id = p.order_id
        left join cashiers c on c.client_id = p.client_id and c.id = p.cashier_id
        where ${inPeriod(p)}
        order by p.paid_at desc, p.id limit ${limit}`,
  );

/** Cashiers of this merchant among `ids`, with their names; removed ones are marked. */
export const readCashierNames = (db: Db, clientId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : readRows<{ id: string; name: string; removed: boolean }>(
        db,
        sql`select c.id, c.username as name, c.deleted_at is not null as removed from cashiers c
            where c.client_id = ${clientId}::uuid
              and c.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`,
      );
