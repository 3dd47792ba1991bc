import { count, eq, min, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, customers, orders } from '@/db/schema/index.js';
import { BENCH_SHOP, seedBench } from './seed-bench.js';

// `npm run seed:bench -- --bench-orders N`: the bench merchant's order history, for the
// order list's bench (bench/order-list.mjs). Made in SQL with generate_series, one
// statement per batch writing orders, items and payments together: the app's create
// path would take hours for a million orders, and the list only needs realistic rows.

/** The shape of a busy merchant's history: this many orders a day, at an even pace. */
export const BENCH_ORDERS_PER_DAY = 2_740;
const SECONDS_APART = 86_400 / BENCH_ORDERS_PER_DAY;
const BATCH = 100_000;
const CUSTOMERS = 5_000;
/** Products the history sells: a café's menu, not the whole 5,000-product catalogue. */
const PRODUCTS = 20;

const ensureCustomers = async (db: Db, clientId: string) => {
  const have =
    (await db.select({ n: count() }).from(customers).where(eq(customers.clientId, clientId)))[0]
      ?.n ?? 0;
  if (have >= CUSTOMERS) return;
  // Phones in Ofcom's drama range (0161 496 0000-9999) and real-looking postcodes.
  await db.execute(sql`
    insert into customers (client_id, name, phone, postcode, email)
    select ${clientId}::uuid, 'Bench Customer ' || g, '0161 496 ' || lpad(g::text, 4, '0'),
           (array['M1 1AE', 'SW1A 1AA', 'E1 6AN', 'N16 7UX', 'EC2A 4PH'])[g % 5 + 1], ''
    from generate_series(${have}::int, ${CUSTOMERS - 1}::int) g`);
};

/**
 * One batch: `size` orders numbered from `firstNumber`, going back in time from
 * `before`, each with one to three items and a payment. In-store and table orders
 * end fulfilled, collections collected, deliveries delivered; one in 31 is
 * cancelled; the last hour's are still requested or ready.
 */
const insertBatch = (db: Db, clientId: string, firstNumber: number, size: number, before: Date) =>
  db.execute(sql`
    with prods as (
      select p.id, p.name, p.price_pence, p.vat_rate_basis_points, p.parent_category_id,
             coalesce(c.name, '') as category_name, row_number() over (order by p.id) - 1 as k
      from products p
      left join categories c on c.client_id = p.client_id and c.id = p.parent_category_id
      where p.client_id = ${clientId}::uuid and p.deleted_at is null and not p.has_variable_price
      order by p.id limit ${PRODUCTS}::int
    ),
    np as (select count(*) as n from prods),
    cust as (
      select id, row_number() over (order by id) - 1 as k
      from customers where client_id = ${clientId}::uuid
    ),
    nc as (select count(*) as n from cust),
    plan as (
      select g, gen_random_uuid() as id, ${firstNumber}::int + g as number,
             ${before.toISOString()}::timestamptz
               - make_interval(secs => (g + 1 + random() * 0.5) * ${SECONDS_APART}::float8) as created_at,
             (array['in_store', 'in_store', 'in_store', 'in_store', 'in_store', 'table_service',
                    'table_service', 'collection', 'delivery', 'click_and_collect'])[g % 10 + 1]
               as deliver_to,
             case when g % 10 < 3 then g % (select n from nc) end as customer_k,
             case when g % 3 = 0 then 'cash' else 'pax_device' end as pay_type,
             g % 3 + 1 as item_count
      from generate_series(0, ${size - 1}::int) g
    ),
    lines as (
      select plan.id as order_id, plan.created_at, pos, prods.*
      from plan
      cross join lateral generate_series(0, plan.item_count - 1) pos
      join prods on prods.k = (plan.g * 7 + pos) % (select n from np)
    ),
    totals as (select order_id, sum(price_pence)::int as total from lines group by order_id),
    staged as (
      select plan.*, totals.total,
             case
               when plan.created_at > now() - interval '1 hour'
                 then case when plan.g % 2 = 0 then 'requested' else 'ready' end
               when plan.g % 31 = 0 then 'cancelled'
               when plan.deliver_to in ('collection', 'click_and_collect') then 'collected'
               when plan.deliver_to = 'delivery' then 'delivered'
               else 'fulfilled'
             end as status
      from plan join totals on totals.order_id = plan.id
    ),
    staged_customers as (
      select staged.*, cust.id as customer_id
      from staged left join cust on cust.k = staged.customer_k
    ),
    new_orders as (
      insert into orders (id, client_id, order_number, status, deliver_to, customer_id,
                          payment_type, items_total_pence, total_cost_pence, created_at,
                          updated_at, completed_at, cancelled_at)
      select id, ${clientId}::uuid, number, status, deliver_to, customer_id, pay_type, total, total,
             created_at, created_at,
             case when status in ('fulfilled', 'collected', 'delivered') then created_at end,
             case when status = 'cancelled' then created_at end
      from staged_customers
      returning id
    ),
    new_items as (
      insert into order_items (client_id, order_id, product_id, category_id, product_name,
                               category_name, status, unit_price_pence, cost_pence,
                               vat_rate_basis_points, position, created_at)
      select ${clientId}::uuid, order_id, id, parent_category_id, name, category_name, 'ready',
             price_pence, price_pence, vat_rate_basis_points, pos, created_at
      from lines
    )
    insert into payments (client_id, order_id, status, pay_type, amount_gross_pence,
                          amount_tendered_pence, paid_at, created_at, updated_at)
    select ${clientId}::uuid, id,
           case status when 'requested' then 'requested' when 'cancelled' then 'cancelled_client'
                       else 'paid' end,
           pay_type, total, case when pay_type = 'cash' then total end,
           case when status not in ('requested', 'cancelled') then created_at end,
           created_at, created_at
    from staged`);

/**
 * Makes sure the bench merchant holds at least `orderCount` orders; a run tops up
 * what is missing, adding older history below the oldest order (so the newest days
 * look the same at 10,000 orders as at a million), numbered on from the last.
 */
export const seedBenchOrders = async (
  db: Db,
  orderCount: number,
  now = new Date(),
): Promise<{ added: number; total: number }> => {
  if (!Number.isInteger(orderCount) || orderCount < 0)
    throw new Error(`orders must be a whole number, not ${orderCount}`);
  // The history sells the bench catalogue's products: make sure there are some.
  await seedBench(db, PRODUCTS, now);
  const [bench] = await db
    .select({ id: clients.id, nextNumber: clients.nextOrderNumber })
    .from(clients)
    .where(eq(clients.identifier, BENCH_SHOP.identifier));
  if (!bench) throw new Error('the bench merchant is missing');
  await ensureCustomers(db, bench.id);
  const [have] = await db
    .select({ n: count(), oldest: min(orders.createdAt) })
    .from(orders)
    .where(eq(orders.clientId, bench.id));
  const existing = have?.n ?? 0;
  let before = have?.oldest ?? now;
  let next = bench.nextNumber;
  for (let left = orderCount - existing; left > 0; left -= BATCH) {
    const size = Math.min(BATCH, left);
    await db.transaction(async (tx) => {
      // The rows are made consistent by construction: skip the per-row foreign-key
      // triggers, which cost more than the inserts (a bench seed, never the app's path).
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertBatch(tx, bench.id, next, size, before);
      await tx
        .update(clients)
        .set({ nextOrderNumber: next + size })
        .where(eq(clients.id, bench.id));
    });
    next += size;
    before = new Date(before.getTime() - size * SECONDS_APART * 1000);
  }
  // Fresh statistics, so the planner knows the tables' sizes: PGlite runs no autovacuum.
  await db.execute(sql`analyze orders, order_items, payments, customers`);
  return { added: Math.max(0, orderCount - existing), total: Math.max(orderCount, existing) };
};
