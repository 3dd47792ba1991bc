import { and, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orderItems, payments, products } from '@/db/schema/index.js';
import { isOrderRow } from '@/modules/orders/order-payment-row.js';

// What a service took and sold, read the shared way: a payment with status
// 'paid' belongs where its paid_at falls ([start, end)), its net is gross minus
// refunded (refunds count against the payment's own time), and order_items
// holds one row per unit.

export type Period = { start: Date; end: Date };

const paidIn = (period: Period) =>
  and(gte(payments.paidAt, period.start), lt(payments.paidAt, period.end));

/** Net revenue in pence of the payments paid in the period. */
export const netRevenueOf = async (db: Db, clientId: string, period: Period): Promise<number> => {
  const [row] = await db
    .select({
      net: sql<number>`coalesce(sum(${payments.amountGrossPence} - ${payments.amountRefundedPence}), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.clientId, clientId), eq(payments.status, 'paid'), paidIn(period)));
  return row?.net ?? 0;
};

export type ProductSales = {
  productId: string;
  name: string;
  /** Units sold in the service itself. */
  sold: number;
  /** Units sold in the earlier periods, together. */
  soldInWeeksBefore: number;
};

/**
 * Units per product in the service and in the earlier periods (the same
 * service in previous weeks), in ONE statement per merchant and service. The
 * service is the latest period and the periods do not overlap, so a unit paid
 * at or after the service's start is the service's. A product listed is one
 * that sold in some period; one that sold in none is no news either way.
 */
export const productSalesOf = async (
  db: Db,
  clientId: string,
  service: Period,
  weeksBefore: readonly Period[],
): Promise<ProductSales[]> => {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      sold: sql<number>`(count(*) filter (where ${gte(payments.paidAt, service.start)}))::int`,
      all: count(),
    })
    .from(payments)
    .innerJoin(
      orderItems,
      and(eq(orderItems.clientId, payments.clientId), eq(orderItems.orderId, payments.orderId)),
    )
    .innerJoin(
      products,
      and(eq(products.clientId, orderItems.clientId), eq(products.id, orderItems.productId)),
    )
    .where(
      and(
        // Units count once, with the payment that pays the order in full (issue 16's split bills).
        isOrderRow,
        eq(payments.clientId, clientId),
        eq(payments.status, 'paid'),
        or(...[service, ...weeksBefore].map(paidIn)),
        // A product taken off the menu is not expected to sell.
        isNull(products.deletedAt),
      ),
    )
    .groupBy(products.id, products.name);
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    sold: r.sold,
    soldInWeeksBefore: r.all - r.sold,
  }));
};
