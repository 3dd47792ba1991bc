import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import type { PaidPeriod } from './report-clock.js';
import { readRows } from './read-rows.js';

export type TopProductsParams = {
  clientId: string;
  timeZone: string;
  /**
   * The local days wholly inside the period and before today, 'yyyy-MM-dd', from
   * (inclusive) to (exclusive): only these may come from, and go to, report_days.
   */
  wholeDays: { from: string; to: string };
} & PaidPeriod;

export type TopProductRow = { name: string; amountTakenPence: number; sales: number };

/**
 * Products sold in a period, by the payments paid in it, in one statement.
 *
 * Each paid order's net (gross minus refunds) is shared over its units (order_items
 * is a row per unit) in proportion to each unit's cost, by largest remainder, so an
 * order's shares add up to its net exactly and the report's total is the period's
 * revenue. An order whose units cost nothing shares by units. Ties in the remainder
 * go to the earlier unit (position, then id). Named by the catalogue's current name.
 *
 * A finished day whose paid payments still match its report_days fingerprint is
 * read from there; every other payment is shared out here, and the whole days among
 * them are written back (upsert) so the next report reads them. A year's report
 * then reads its payments once (for the fingerprints) and 365 small rows.
 */
export const topProductsQuery = (p: TopProductsParams) => sql`
  with p as materialized (
    select id, order_id, amount_gross_pence as gross, amount_refunded_pence as refunded,
           not is_part as owns, (paid_at at time zone ${p.timeZone}::text)::date as day
    from payments
    where client_id = ${p.clientId}::uuid and status = 'paid'
      and paid_at >= ${p.from.toISOString()}::timestamptz
      and paid_at < ${p.to.toISOString()}::timestamptz
  ),
  days as (
    select day, count(*)::int as payments, sum(gross)::bigint as gross,
           sum(refunded)::bigint as refunded,
           bit_xor(uuid_hash_extended(id, gross::bigint * 4294967296 + refunded)) as fingerprint
    from p
    where day >= ${p.wholeDays.from}::date and day < ${p.wholeDays.to}::date
    group by day
  ),
  fresh as (
    select d.day, r.products
    from days d
    join report_days r
      on r.client_id = ${p.clientId}::uuid and r.day = d.day and r.payments = d.payments
     and r.gross_pence = d.gross and r.refunded_pence = d.refunded
     and r.fingerprint = d.fingerprint
  ),
  -- A split bill's payments (issue 16) of one day share its units as one payment; its
  -- units count once, on the day of the order's own payment (the one that pays it in full).
  po as (
    select order_id, day, sum(gross) as gross, sum(refunded) as refunded, bool_or(owns) as owns
    from p group by order_id, day
  ),
  units as (
    select i.order_id, p.day, p.owns, i.product_id, i.id, i.position,
           (p.gross - p.refunded)::bigint as net,
           case when sum(i.cost_pence) over o > 0 then i.cost_pence else 1 end::bigint as weight,
           case when sum(i.cost_pence) over o > 0 then sum(i.cost_pence) over o
                else count(*) over o end::bigint as total_weight
    from po p
    join order_items i on i.client_id = ${p.clientId}::uuid and i.order_id = p.order_id
    where p.day not in (select day from fresh)
    window o as (partition by i.order_id, p.day)
  ),
  shares as (
    select order_id, day, owns, product_id, id, position, net,
           net * weight / total_weight as floor_share,
           net * weight % total_weight as remainder
    from units
  ),
  allocated as (
    select day, owns, product_id,
           floor_share
             + case when row_number() over (partition by order_id, day
                                            order by remainder desc, position, id)
                         <= net - sum(floor_share) over (partition by order_id, day)
                    then 1 else 0 end as share
    from shares
  ),
  live as (
    select day, product_id, sum(share)::bigint as amount,
           (count(*) filter (where owns))::int as units
    from allocated group by day, product_id
  ),
  written as (
    insert into report_days
      (client_id, day, payments, gross_pence, refunded_pence, fingerprint, products, computed_at)
    select ${p.clientId}::uuid, d.day, d.payments, d.gross, d.refunded, d.fingerprint,
           coalesce((select jsonb_object_agg(l.product_id, jsonb_build_array(l.amount, l.units))
                     from live l where l.day = d.day), '{}'::jsonb),
           now()
    from days d
    where d.day not in (select day from fresh)
    order by d.day
    on conflict (client_id, day) do update
      set payments = excluded.payments, gross_pence = excluded.gross_pence,
          refunded_pence = excluded.refunded_pence, fingerprint = excluded.fingerprint,
          products = excluded.products, computed_at = excluded.computed_at
  ),
  totals as (
    select product_id, sum(amount) as amount, sum(units) as units
    from (
      select product_id, amount, units from live
      union all
      select e.key::uuid, (e.value ->> 0)::bigint, (e.value ->> 1)::int
      from fresh f, jsonb_each(f.products) e
    ) both_parts
    group by product_id
  )
  select coalesce(pr.name, '') as name, t.amount::float8 as "amountTakenPence",
         t.units::int as sales
  from totals t
  left join products pr on pr.client_id = ${p.clientId}::uuid and pr.id = t.product_id
  order by t.amount desc, pr.name`;

export const readTopProducts = (db: Db, params: TopProductsParams) =>
  readRows<TopProductRow>(db, topProductsQuery(params));
