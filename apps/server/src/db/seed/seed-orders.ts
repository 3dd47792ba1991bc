import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import {
  clients,
  customers,
  orderItemOptions,
  orderItems,
  orders,
  payments,
  priceAdjustments,
  refunds,
} from '@/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import { generateOrders } from './generate-orders.js';
import type { OrderPlan } from './order-plan.js';
import type { OrderRows } from './order-rows.js';

/**
 * A VAT-registered merchant's paid history gets receipt numbers 1, 2, 3 … in the order
 * it was paid, as the till would have given them, and the next one follows on.
 */
const numberSeededReceipts = async (db: Db, clientId: string): Promise<void> => {
  await db.execute(sql`
    with numbered as (
      select o.id, row_number() over (order by p.paid_at, o.order_number) as n
      from orders o
      join payments p on p.client_id = o.client_id and p.order_id = o.id
      join clients c on c.id = o.client_id
      where o.client_id = ${clientId}::uuid and p.status = 'paid' and c.vat_registered
    )
    update orders set receipt_number = numbered.n
    from numbered
    where orders.client_id = ${clientId}::uuid and orders.id = numbered.id`);
  await db.execute(sql`
    update clients
    set next_receipt_number = 1 + (
      select count(*) from orders
      where client_id = ${clientId}::uuid and receipt_number is not null)
    where id = ${clientId}::uuid`);
};

/**
 * Generates and inserts a merchant's order history, and leaves
 * clients.next_order_number at the number after the last order (and, for a
 * VAT-registered merchant, next_receipt_number after the last receipt).
 */
export const seedOrders = async (db: Db, plan: OrderPlan): Promise<OrderRows> => {
  const generated = generateOrders(plan);
  await insertInBatches(db, customers, plan.customers);
  await insertInBatches(db, orders, generated.orders);
  await insertInBatches(db, orderItems, generated.orderItems);
  await insertInBatches(db, orderItemOptions, generated.orderItemOptions);
  await insertInBatches(db, priceAdjustments, generated.priceAdjustments);
  await insertInBatches(db, payments, generated.payments);
  await insertInBatches(db, refunds, generated.refunds);
  await db
    .update(clients)
    .set({ nextOrderNumber: generated.nextOrderNumber })
    .where(eq(clients.id, plan.clientId));
  await numberSeededReceipts(db, plan.clientId);
  return generated;
};
