import { buildOrder } from './build-order.js';
import { draftOrders } from './order-drafts.js';
import type { OrderPlan } from './order-plan.js';
import { emptyOrderRows, type OrderRows } from './order-rows.js';

/**
 * A merchant's order history as rows, without touching the database: pure and
 * deterministic for a given plan (seeded PRNG, fixed `now`). Order numbers run
 * 1, 2, 3 … in creation order.
 */
export const generateOrders = (plan: OrderPlan): OrderRows & { nextOrderNumber: number } => {
  const rows = emptyOrderRows();
  const drafts = draftOrders(plan);
  drafts.forEach((draft, index) => buildOrder(plan, rows, draft, index + 1));
  return { ...rows, nextOrderNumber: drafts.length + 1 };
};
