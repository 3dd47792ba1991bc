import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { clients, products } from '@/db/schema/index.js';
import { lowStockKey, lowStockText } from './alert-causes.js';
import { insertAlerts } from './insert-alerts.js';
import { serviceOpenAt } from './service-periods.js';

/**
 * Every merchant's tracked products at or below their threshold, in one query,
 * each alerted once per merchant's local day (alert-causes.ts lowStockKey), and
 * only while the merchant is open: a product still low tomorrow is mentioned
 * again when tomorrow's service starts, not at midnight. A merchant with no
 * opening hours is alerted at any time. Answers how many alerts were new.
 */
export const raiseLowStockAlerts = async (db: Db, now: Date): Promise<number> => {
  const low = await db
    .select({
      clientId: products.clientId,
      productId: products.id,
      name: products.name,
      stock: products.stock,
      timeZone: clients.timeZone,
      openingHours: clients.openingHours,
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
  const openByClient = new Map<string, boolean>();
  const isOpen = (p: (typeof low)[number]) => {
    let open = openByClient.get(p.clientId);
    if (open === undefined) {
      open = p.openingHours.length === 0 || serviceOpenAt(p.openingHours, p.timeZone, now) !== null;
      openByClient.set(p.clientId, open);
    }
    return open;
  };
  return insertAlerts(
    db,
    low.filter(isOpen).map((p) => ({
      clientId: p.clientId,
      type: 'low_stock',
      text: lowStockText(p.name, p.stock ?? 0),
      startAt: now,
      productId: p.productId,
      causeKey: lowStockKey(p.productId, merchantDateKey(now, p.timeZone)),
    })),
  );
};
