import type {
  orderItemOptions,
  orderItems,
  orders,
  payments,
  priceAdjustments,
  refunds,
} from '@/db/schema/index.js';

/** The rows of a generated order history, ready to insert in this order. */
export type OrderRows = {
  orders: (typeof orders.$inferInsert)[];
  orderItems: (typeof orderItems.$inferInsert)[];
  orderItemOptions: (typeof orderItemOptions.$inferInsert)[];
  priceAdjustments: (typeof priceAdjustments.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  refunds: (typeof refunds.$inferInsert)[];
};

export const emptyOrderRows = (): OrderRows => ({
  orders: [],
  orderItems: [],
  orderItemOptions: [],
  priceAdjustments: [],
  payments: [],
  refunds: [],
});
