import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { orders, payments } from '@/db/schema/index.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { loadBundles } from './order-read.service.js';
import { toReceiptData } from './order-receipt-data.js';
import { isOrderRow } from './order-payment-row.js';
import type { ReceiptData } from './receipt-data.js';

export type { ReceiptData };

/** What an order's receipt is laid out from, for a printer of any width; null when not theirs. */
export const receiptDataFor = async (
  db: Db,
  client: ClientRow,
  orderId: string,
): Promise<ReceiptData | null> => {
  const [head] = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(
      payments,
      and(eq(payments.clientId, client.id), eq(payments.orderId, orders.id), isOrderRow),
    )
    .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)));
  if (!head) return null;
  const [bundle] = await loadBundles(db, client, [head]);
  return bundle ? toReceiptData(bundle, client) : null;
};
