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
  customer: one(customers, {
    fields: [orders.clientId, orders.customerId],
    references: [customers.clientId, customers.id],
  }),
  table: one(diningTables, {
    fields: [orders.clientId, orders.tableId],
    references: [diningTables.clientId, diningTables.id],
  }),
  cashier: one(cashiers, {
    fields: [orders.clientId, orders.cashierId],
    references: [cashiers.clientId, cashiers.id],
  }),
  orderItems: many(orderItems),
  priceAdjustments: many(priceAdjustments),
  // One payment per order (unique index), declared as "many" because the
  // foreign key sits on payments; take the first.
  payments: many(payments),
}));

export const priceAdjustmentsRelations = relations(priceAdjustments, ({ one }) => ({
  order: one(orders, {
    fields: [priceAdjustments.clientId, priceAdjustments.orderId],
    references: [orders.clientId, orders.id],
  }),
}));

export const orderItemsRelations = relations(orderItems, ({ one, many }) => ({
  order: one(orders, {
    fields: [orderItems.clientId, orderItems.orderId],
    references: [orders.clientId, orders.id],
  }),
  options: many(orderItemOptions),
}));

export const orderItemOptionsRelations = relations(orderItemOptions, ({ one }) => ({
  orderItem: one(orderItems, {
    fields: [orderItemOptions.clientId, orderItemOptions.orderItemId],
    references: [orderItems.clientId, orderItems.id],
  }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  order: one(orders, {
    fields: [payments.clientId, payments.orderId],
    references: [orders.clientId, orders.id],
  }),
  refunds: many(refunds),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  payment: one(payments, {
    fields: [refunds.clientId, refunds.paymentId],
    references: [payments.clientId, payments.id],
  }),
}));

export const customersRelations = relations(customers, ({ many }) => ({
  orders: many(orders),
}));
