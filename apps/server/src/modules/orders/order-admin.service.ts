import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderAdminCounts } from '@opentill/contract/home/home.schemas';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Home's three counts: orders waiting to be made, and ready orders waiting to leave. */
export const countOpenOrders = async (db: Db, clientId: string): Promise<OrderAdminCounts> => {
  const [row] = await db
    .select({
      requestedCount: countWhere(sql`${orders.status} = 'requested'`),
      toCollectCount: countWhere(
        sql`${orders.status} = 'ready' and ${orders.deliverTo} in ('collection', 'click_and_collect')`,
      ),
      toDeliverCount: countWhere(
        sql`${orders.status} = 'ready' and ${orders.deliverTo} in ('delivery', 'home_delivery')`,
      ),
    })
    .from(orders)
    // The (client_id, status, created_at) index serves this; closed orders are never read.
    .where(and(eq(orders.clientId, clientId), inArray(orders.status, ['requested', 'ready'])));
  return row ?? { requestedCount: 0, toCollectCount: 0, toDeliverCount: 0 };
};
