import { and, eq } from 'drizzle-orm';
import type { OrderTotals } from '@opentill/contract/orders/order-totals';
import type { Db } from '@/db/client.js';
import { orders, payments } from '@/db/schema/index.js';
import { nextVersion } from './order-version.js';
import { dueAfter } from './pay-part.service.js';

/**
 * Writes an open order's new totals (a round added, a line voided, the service charge
 * taken off) to the order and to its payment, in the caller's transaction under the open
 * order's lock. The payment keeps what is still due: a split bill's parts already paid
 * stay paid (issue 16), and a total below them is refused. `reopen` puts an order that
 * was ready or handed over back to requested, as a new round does.
 */
export const rewriteOpenOrderTotals = async (
  tx: Db,
  clientId: string,
  ids: { orderId: string; paymentId: string },
  totals: OrderTotals,
  now: Date,
  reopen = false,
) => {
  const due = await dueAfter(tx, clientId, ids.orderId, totals.totalCost);
  const [order] = await tx
    .update(orders)
    .set({
      itemsTotalPence: totals.itemsTotal,
      deliveryChargePence: totals.deliveryCharge,
      adjustmentsTotalPence: totals.adjustmentsTotal,
      totalCostPence: totals.totalCost,
      updatedAt: now,
      version: nextVersion,
      ...(reopen ? { status: 'requested' as const, readyAt: null, completedAt: null } : {}),
    })
    .where(and(eq(orders.clientId, clientId), eq(orders.id, ids.orderId)))
    .returning();
  const [payment] = await tx
    .update(payments)
    .set({ amountGrossPence: due, updatedAt: now })
    .where(and(eq(payments.clientId, clientId), eq(payments.id, ids.paymentId)))
    .returning();
  if (!order || !payment) throw new Error(`order ${ids.orderId} vanished while locked`);
  return { order, payment };
};
