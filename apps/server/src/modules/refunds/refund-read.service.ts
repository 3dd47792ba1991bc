import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Refund } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { refunds } from '@/db/schema/index.js';

/** The refunds of these payments, oldest first, grouped by payment id (the order view's orderPayment.refunds). */
export const listRefundsByPayment = async (
  db: Db,
  clientId: string,
  paymentIds: readonly string[],
): Promise<Map<string, Refund[]>> => {
  const byPayment = new Map<string, Refund[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.clientId, clientId), inArray(refunds.paymentId, [...paymentIds])))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) {
    const refund = {
      id: row.id,
      amount: row.amountPence,
      notes: row.notes,
      date: row.createdAt.toISOString(),
    };
    const list = byPayment.get(row.paymentId);
    if (list) list.push(refund);
    else byPayment.set(row.paymentId, [refund]);
  }
  return byPayment;
};
