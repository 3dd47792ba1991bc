import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';

// The figures of one local day straight from the tables, in SQL of its own, for the
// X and Z tests to check the reports against: PostgreSQL turns the local day into
// instants, and VAT is shared between rates and rounded here without the app's code.

export type ReferenceDay = {
  transactionCount: number;
  gross: number;
  refunds: { count: number; total: number };
  tenders: { tender: string; count: number; total: number }[];
  categories: { name: string; units: number; total: number }[];
  vatRates: { rate: number; net: number; vat: number; gross: number }[];
};

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export const independentDayFigures = async (
  db: Db,
  clientId: string,
  timeZone: string,
  day: string,
): Promise<ReferenceDay> => {
  const window = sql`(${day}::date::timestamp at time zone ${timeZone})`;
  const end = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const paid = sql`select p.* from payments p where p.client_id = ${clientId}::uuid
    and p.status = 'paid' and p.paid_at >= ${window} and p.paid_at < ${end}`;
  // A split bill's sale counts once, with the order's own payment (issue 16).
  const paidOrders = sql`select * from (${paid}) o where not o.is_part`;
  const [totals] = await rows<{ count: number; gross: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(amount_gross_pence), 0)::float8 as gross
        from (${paid}) p`,
  );
  const [refunds] = await rows<{ count: number; total: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(amount_pence), 0)::float8 as total
        from refunds where client_id = ${clientId}::uuid
          and created_at >= ${window} and created_at < ${end}`,
  );
  const tenders = await rows<{ tender: string; count: number; total: number }>(
    db,
    sql`select case pay_type when 'cash' then 'cash' when 'pax_device' then 'card' else 'other' end
          as tender, count(*)::int as count, sum(amount_gross_pence)::float8 as total
        from (${paid}) p group by 1`,
  );
  const categories = await rows<{ name: string; units: number; total: number }>(
    db,
    sql`select coalesce(nullif(oi.category_name, ''), 'Uncategorised') as name,
          count(*)::int as units, sum(oi.cost_pence)::float8 as total
        from order_items oi join (${paidOrders}) p on p.order_id = oi.order_id
        where oi.client_id = ${clientId}::uuid group by 1 order by 1`,
  );
  // An order's discount shared between its rates by largest remainder, as the law's
  // "VAT per rate on the order" needs, then the VAT in each share rounded half up.
  const vatRates = await rows<{ rate: number; net: number; vat: number; gross: number }>(
    db,
    sql`with lines as (
          select oi.order_id, oi.vat_rate_basis_points as bp, oi.cost_pence as cost, oi.position
          from order_items oi join (${paidOrders}) p on p.order_id = oi.order_id
          where oi.client_id = ${clientId}::uuid
          union all
          select oi.order_id, oi.vat_rate_basis_points, pa.amount_pence, oi.position
          from price_adjustments pa
          join order_items oi on oi.client_id = pa.client_id and oi.id = pa.order_item_id
          join (${paidOrders}) p on p.order_id = pa.order_id
          where pa.client_id = ${clientId}::uuid),
        grp as (
          select order_id, bp, sum(cost)::bigint as g, min(position) as first_pos
          from lines group by 1, 2),
        order_adj as (
          select p.order_id, coalesce(sum(pa.amount_pence), 0)::bigint as adj
          from (${paidOrders}) p
          left join price_adjustments pa on pa.client_id = p.client_id
            and pa.order_id = p.order_id and pa.order_item_id is null
            and pa.reason_code is distinct from 'service_charge'
          group by p.order_id),
        shared as (
          select grp.order_id, greatest(min(oa.adj), -sum(grp.g))::bigint as s,
                 sum(grp.g)::bigint as ig
          from grp join order_adj oa using (order_id) group by grp.order_id),
        alloc as (
          select grp.*, sh.s, sh.ig,
                 case when sh.ig = 0 then 0 else (abs(sh.s) * grp.g) / sh.ig end as fl,
                 case when sh.ig = 0 then 0 else (abs(sh.s) * grp.g) % sh.ig end as rem
          from grp join shared sh using (order_id)),
        ranked as (
          select *, abs(s) - sum(fl) over (partition by order_id) as left_over,
                 row_number() over (partition by order_id order by rem desc, first_pos) as rk
          from alloc),
        parts as (
          select bp, g + sign(s) * (fl + case when rk <= left_over then 1 else 0 end) as gross
          from ranked where bp is not null)
        select (bp / 100.0)::float8 as rate,
               sum(gross - round(gross::numeric * bp / (10000 + bp)))::float8 as net,
               sum(round(gross::numeric * bp / (10000 + bp)))::float8 as vat,
               sum(gross)::float8 as gross
        from parts group by bp order by bp desc`,
  );
  return {
    transactionCount: totals?.count ?? 0,
    gross: totals?.gross ?? 0,
    refunds: refunds ?? { count: 0, total: 0 },
    tenders,
    categories,
    vatRates,
  };
};
