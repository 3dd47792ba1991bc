import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, products } from '@/db/schema/index.js';
import { localDateKey, lowStockKey, lowStockText } from './alert-causes.js';
import { insertAlerts } from './insert-alerts.js';

/**
 * Every merchant's tracked products at or below their threshold, in one query,
 * each alerted once per merchant's local day (alert-causes.ts lowStockKey): a
 * product still low tomorrow is mentioned again tomorrow. Answers how many
 * alerts were new.
 */
export const raiseLowStockAlerts = async (db: Db, now: Date): Promise<number> => {
  const low = await db
    .select({
      clientId: products.clientId,
      productId: products.id,
      name: products.name,
      stock: products.stock,
      timeZone: clients.timeZone,
    })
    .from(products)
    .innerJoin(clients, eq(clients.id, products.clientId))
    .where(
      and(
        isNotNull(products.stock),
        isNotNull(products.lowStockThreshold),
        lte(products.stock, products.lowStockThreshold),
        isNull(products.deletedAt),
      ),
    );
  return insertAlerts(
    db,
    low.map((p) => ({
      clientId: p.clientId,
      type: 'low_stock',
      text: lowStockText(p.name, p.stock ?? 0),
      startAt: now,
      productId: p.productId,
      causeKey: lowStockKey(p.productId, localDateKey(now, p.timeZone)),
    })),
  );
};
