import { relations } from 'drizzle-orm';
import { cashiers } from './cashiers.js';
import { customers } from './customers.js';
import { orderItemOptions, orderItems } from './order-items.js';
import { orders, priceAdjustments } from './orders.js';
import { payments, refunds } from './payments.js';
import { diningTables } from './till.js';

// Relations for drizzle's relational queries (db.query.orders.findMany({ with })),
// so an order with its items, options, payment and refunds loads in one call.

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  table: one(diningTables, { fields: [orders.tableId], references: [diningTables.id] }),
  cashier: one(cashiers, { fields: [orders.cashierId], references: [cashiers.id] }),
  orderItems: many(orderItems),
  priceAdjustments: many(priceAdjustments),
  // One payment per order (unique index), declared as "many" because the
  // foreign key sits on payments; take the first.
  payments: many(payments),
}));

export const priceAdjustmentsRelations = relations(priceAdjustments, ({ one }) => ({
  order: one(orders, { fields: [priceAdjustments.orderId], references: [orders.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one, many }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  options: many(orderItemOptions),
}));

export const orderItemOptionsRelations = relations(orderItemOptions, ({ one }) => ({
  orderItem: one(orderItems, {
    fields: [orderItemOptions.orderItemId],
    references: [orderItems.id],
  }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  refunds: many(refunds),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  payment: one(payments, { fields: [refunds.paymentId], references: [payments.id] }),
}));

export const customersRelations = relations(customers, ({ many }) => ({
  orders: many(orders),
}));
