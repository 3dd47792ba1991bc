import { eq } from 'drizzle-orm';
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
 * Generates and inserts a merchant's order history, and leaves
 * clients.next_order_number at the number after the last order.
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
  return generated;
};
