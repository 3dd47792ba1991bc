import { and, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderVoids, orders, payments } from '@/db/schema/index.js';
import { isOrderRow } from './order-payment-row.js';

/** The rows a Z closes: not yet counted by a Z, placed in [start, to). */
export type ZMarkWindow = { clientId: string; zReportId: string; start: Date; to: Date };

/**
 * A split bill whose parts are part paid and whose rest is not (issue 16): its number, for
 * the Z's refusal. A Z counts a sale once it is paid in full, so it waits for the rest.
 */
export const findPartPaidOrder = async (tx: Db, clientId: string): Promise<number | null> => {
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, and(eq(orders.clientId, payments.clientId), eq(orders.id, payments.orderId)))
    .where(
      and(
        eq(payments.clientId, clientId),
        isOrderRow,
        eq(payments.status, 'requested'),
        ne(orders.status, 'cancelled'),
        sql`exists (select 1 from payments part where part.client_id = ${payments.clientId}
          and part.order_id = ${payments.orderId} and part.is_part
          and part.amount_gross_pence > part.amount_refunded_pence)`,
      ),
    )
    .limit(1);
  return row?.orderNumber ?? null;
};

/**
 * Marks the paid payments a Z closes as its own, in the Z's transaction. A payment
 * committed a moment later stays unmarked and goes to the next Z, never to none. A part
 * of a split bill whose rest is still to pay waits for the Z that counts the sale.
 */
export const markPaymentsForZ = async (tx: Db, w: ZMarkWindow): Promise<number> => {
  const rows = await tx
    .update(payments)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(payments.clientId, w.clientId),
        isNull(payments.zReportId),
        eq(payments.status, 'paid'),
        gte(payments.paidAt, w.start),
        lt(payments.paidAt, w.to),
        sql`not (${payments.isPart} and exists (select 1 from payments own
          where own.client_id = ${payments.clientId} and own.order_id = ${payments.orderId}
            and not own.is_part and own.status = 'requested'))`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
};

/**
 * Marks what a Z counts as voids: lines voided from open orders, and unpaid orders
 * cancelled, in [start, to). One committed as the Z runs stays for the next.
 */
export const markVoidsForZ = async (tx: Db, w: ZMarkWindow): Promise<number> => {
  const lines = await tx
    .update(orderVoids)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(orderVoids.clientId, w.clientId),
        isNull(orderVoids.zReportId),
        gte(orderVoids.createdAt, w.start),
        lt(orderVoids.createdAt, w.to),
      ),
    )
    .returning({ id: orderVoids.id });
  const cancelled = await tx
    .update(orders)
    .set({ zReportId: w.zReportId })
    .where(
      and(
        eq(orders.clientId, w.clientId),
        eq(orders.status, 'cancelled'),
        isNull(orders.zReportId),
        gte(orders.cancelledAt, w.start),
        lt(orders.cancelledAt, w.to),
      ),
    )
    .returning({ id: orders.id });
  return lines.length + cancelled.length;
};
