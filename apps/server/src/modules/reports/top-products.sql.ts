import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import type { PaidPeriod } from './report-clock.js';
import { readRows } from './read-rows.js';

export type TopProductsParams = { clientId: string } & PaidPeriod;

export type TopProductRow = { name: string; amountTakenPence: number; sales: number };

/**
 * Products sold in a period, by the payments paid in it. Each paid order's net
 * (gross minus refunds) is shared over its units (order_items is a row per unit)
 * in proportion to each unit's cost, by largest remainder, so an order's shares
 * add up to its net exactly and the report's total is the period's revenue. An
 * order whose units cost nothing shares by units. Ties in the remainder go to
 * the earlier unit (position, then id). Named by the catalogue's current name.
 */
export const topProductsQuery = (p: TopProductsParams) => sql`
  with paid as (
    select order_id, amount_gross_pence - amount_refunded_pence as net
    from payments
    where client_id = ${p.clientId}::uuid and status = 'paid'
      and paid_at >= ${p.from.toISOString()}::timestamptz
      and paid_at < ${p.to.toISOString()}::timestamptz
  ),
  units as (
    select i.order_id, i.product_id, i.id, i.position, paid.net::bigint as net,
           case when sum(i.cost_pence) over o > 0 then i.cost_pence else 1 end::bigint as weight,
           case when sum(i.cost_pence) over o > 0 then sum(i.cost_pence) over o
                else count(*) over o end::bigint as total_weight
    from paid
    join order_items i on i.client_id = ${p.clientId}::uuid and i.order_id = paid.order_id
    window o as (partition by i.order_id)
  ),
  shares as (
    select order_id, product_id, id, position, net,
           net * weight / total_weight as floor_share,
           net * weight % total_weight as remainder
    from units
  ),
  allocated as (
    select product_id,
           floor_share
             + case when row_number() over (partition by order_id order by remainder desc, position, id)
                         <= net - sum(floor_share) over (partition by order_id)
                    then 1 else 0 end as share
    from shares
  )
  select coalesce(pr.name, '') as name, a.amount_taken::float8 as "amountTakenPence",
         a.sales::int as sales
  from (select product_id, sum(share) as amount_taken, count(*) as sales
        from allocated group by product_id) a
  left join products pr on pr.client_id = ${p.clientId}::uuid and pr.id = a.product_id
  order by a.amount_taken desc, pr.name`;

export const readTopProducts = (db: Db, params: TopProductsParams) =>
  readRows<TopProductRow>(db, topProductsQuery(params));
