import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import {
  BENCH_YEAR_OPEN_MINUTES,
  BENCH_YEAR_OPENS_MINUTE,
  type BenchDay,
} from './bench-year-shape.js';

// One batch of the reports bench's year, in one SQL statement: orders, their items
// (a row per unit, some with a 'Large' option), payments (card or cash, by a cashier)
// and now and then a refund, all made by generate_series in the database. The app's
// create path would take hours for half a million orders; the reports only need
// rows shaped like the app's. Every paid payment's amount_refunded_pence is the sum
// of its refund rows, as the refund flow keeps it.

export type BenchYearContext = {
  clientId: string;
  timeZone: string;
  cashierIds: readonly string[];
};

/** Shares of the day's orders: breakfast peak, lunch peak, the rest spread evenly. */
const BREAKFAST = 0.2;
const LUNCH = 0.4;
/** Card 65 %, cancelled 2.5 %, refunded 2 % of paid (half in full), a customer on 25 %. */
const CARD = 0.65;
const CANCELLED = 0.025;
const REFUNDED = 0.02;
const WITH_CUSTOMER = 0.25;
const LARGE_PENCE = 50;

export const insertBenchYearBatch = (
  db: Db,
  ctx: BenchYearContext,
  days: readonly BenchDay[],
  firstNumber: number,
) =>
  db.execute(sql`
    with days as (
      select d::date as day, n::int as n, s::float8 as share
      from unnest(string_to_array(${days.map((d) => d.date).join(',')}, ',')::date[],
                  string_to_array(${days.map((d) => d.orders).join(',')}, ',')::int[],
                  string_to_array(${days.map((d) => d.share).join(',')}, ',')::float8[]) as t(d, n, s)
    ),
    cashier_ids as (
      select c::uuid as id, o - 1 as k
      from unnest(string_to_array(${ctx.cashierIds.join(',')}, ',')) with ordinality as t(c, o)
    ),
    prods as (
      select p.id, p.name, p.price_pence, p.vat_rate_basis_points, p.parent_category_id,
             coalesce(c.name, '') as category_name, o.id as size_option_id, ch.id as large_id,
             row_number() over (order by p.name) - 1 as k
      from products p
      left join categories c on c.client_id = p.client_id and c.id = p.parent_category_id
      left join lateral (
        select s.id from product_option_sets ps
        join option_sets s on s.client_id = ps.client_id and s.id = ps.option_set_id
        where ps.client_id = p.client_id and ps.product_id = p.id and s.label = 'Size'
      ) o on true
      left join option_choices ch
        on ch.client_id = p.client_id and ch.option_set_id = o.id and ch.label = 'Large'
      where p.client_id = ${ctx.clientId}::uuid and p.deleted_at is null
    ),
    cust as (
      select id, row_number() over (order by id) - 1 as k
      from customers where client_id = ${ctx.clientId}::uuid
    ),
    draws as (
      select day, share, random() as u, random() as r1, random() as r2, random() as r_kind,
             random() as r_state, random() as r_pay, random() as r_cust, random() as r_units,
             random() as r_cashier, random() as r_refund
      from days cross join lateral generate_series(1, days.n) as i
    ),
    placed as (
      select *,
             (day + make_interval(secs => 60 * ${BENCH_YEAR_OPENS_MINUTE}::int + share * least(
               ${BENCH_YEAR_OPEN_MINUTES * 60 - 1}::float8, greatest(0::float8,
               case when u < ${BREAKFAST}::float8 then 90 + (r1 + r2 - 1) * 60
                    when u < ${BREAKFAST + LUNCH}::float8 then 330 + (r1 + r2 - 1) * 90
                    else ${BENCH_YEAR_OPEN_MINUTES}::float8 * r1 end * 60))))::timestamp
               at time zone ${ctx.timeZone} as created_at
      from draws
    ),
    plan as (
      select gen_random_uuid() as id, gen_random_uuid() as payment_id, created_at,
             ${firstNumber}::int - 1 + row_number() over (order by created_at) as number,
             case when r_kind < 0.55 then 'in_store' when r_kind < 0.85 then 'table_service'
                  else 'collection' end as deliver_to,
             r_state < ${CANCELLED}::float8 as cancelled,
             case when r_pay < ${CARD}::float8 then 'pax_device' else 'cash' end as pay_type,
             case when r_cust < ${WITH_CUSTOMER}::float8
                  then floor(r_cust / ${WITH_CUSTOMER}::float8 * (select count(*) from cust)) end
               as customer_k,
             floor(r_cashier * (select count(*) from cashier_ids))::int as cashier_k,
             case when r_units < 0.3 then 1 when r_units < 0.6 then 2 when r_units < 0.8 then 3
                  when r_units < 0.92 then 4 else 5 end as units,
             r_refund
      from placed
    ),
    picks as (
      select plan.id as order_id, plan.created_at, pos, gen_random_uuid() as item_id,
             floor(power(random(), 2) * (select count(*) from prods))::int as k,
             random() < 0.3 as wants_large
      from plan cross join lateral generate_series(0, plan.units - 1) as pos
    ),
    lines as (
      select picks.*, prods.*, case when wants_large and large_id is not null
                                    then ${LARGE_PENCE}::int else 0 end as options_pence
      from picks join prods on prods.k = picks.k
    ),
    totals as (
      select order_id, sum(price_pence + options_pence)::int as total,
             sum(case when pos = 0 then price_pence + options_pence end)::int as first_line
      from lines group by order_id
    ),
    staged as (
      select plan.*, totals.total, cust.id as customer_id, cashier_ids.id as cashier_id,
             case when cancelled then null when r_refund < ${REFUNDED / 2}::float8 then totals.total
                  when r_refund < ${REFUNDED}::float8
                    then least(totals.first_line, totals.total - 1) end as refund
      from plan
      join totals on totals.order_id = plan.id
      left join cust on cust.k = plan.customer_k
      left join cashier_ids on cashier_ids.k = plan.cashier_k
    ),
    new_orders as (
      insert into orders (id, client_id, order_number, status, deliver_to, customer_id,
                          payment_type, cashier_id, items_total_pence, total_cost_pence,
                          created_at, updated_at, completed_at, cancelled_at)
      select id, ${ctx.clientId}::uuid, number,
             case when cancelled then 'cancelled' when deliver_to = 'collection' then 'collected'
                  else 'fulfilled' end,
             deliver_to, customer_id, pay_type, cashier_id, total, total, created_at, created_at,
             case when not cancelled then created_at + interval '6 minutes' end,
             case when cancelled then created_at + interval '2 minutes' end
      from staged
      returning id
    ),
    new_items as (
      insert into order_items (id, client_id, order_id, product_id, category_id, product_name,
                               category_name, status, unit_price_pence, options_pence, cost_pence,
                               vat_rate_basis_points, position, created_at, ready_at)
      select item_id, ${ctx.clientId}::uuid, order_id, id, parent_category_id, name, category_name,
             'ready', price_pence, options_pence, price_pence + options_pence,
             vat_rate_basis_points, pos, created_at, created_at + interval '5 minutes'
      from lines
      returning id
    ),
    new_options as (
      insert into order_item_options (client_id, order_item_id, option_choice_id, option_id,
                                      option_label, label, price_pence)
      select ${ctx.clientId}::uuid, item_id, large_id, size_option_id, 'Size', 'Large',
             options_pence
      from lines where options_pence > 0
      returning id
    ),
    new_payments as (
      insert into payments (id, client_id, order_id, status, pay_type, amount_gross_pence,
                            amount_tendered_pence, amount_refunded_pence, uti,
                            retrieval_reference_number, card_number_mask, cashier_id, paid_at,
                            created_at, updated_at)
      select payment_id, ${ctx.clientId}::uuid, id,
             case when not cancelled then 'paid'
                  when pay_type = 'pax_device' then 'cancelled_provider'
                  else 'cancelled_client' end,
             pay_type, total,
             case when pay_type = 'cash' then ceil(total / 500.0)::int * 500 end,
             coalesce(refund, 0),
             case when pay_type = 'pax_device' then gen_random_uuid()::text end,
             case when pay_type = 'pax_device' and not cancelled
                  then lpad((number % 1000000000000)::text, 12, '0') end,
             case when pay_type = 'pax_device' and not cancelled
                  then '************' || lpad((number * 7919 % 10000)::text, 4, '0') end,
             cashier_id,
             case when not cancelled then created_at + interval '1 minute' end,
             created_at, created_at + interval '1 minute'
      from staged
      returning id
    )
    insert into refunds (client_id, payment_id, order_id, amount_pence, notes,
                         retrieval_reference_number, created_at)
    select ${ctx.clientId}::uuid, payment_id, id, refund, 'Customer changed their mind',
           case when pay_type = 'pax_device' then 'R' || lpad(number::text, 11, '0') end,
           created_at + interval '40 minutes'
    from staged where refund > 0`);
