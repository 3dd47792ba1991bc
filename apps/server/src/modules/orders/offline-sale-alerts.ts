import { formatPence } from '@opentill/contract/money';
import { offlineMessages as om } from '@opentill/contract/orders/offline-messages';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import type { Db } from '@/db/client.js';
import type { PriceReview } from '@/db/schema/index.js';
import { insertAlerts } from '@/modules/alerts/insert-alerts.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import { productsBelowZero } from '@/modules/catalogue/stock.service.js';
import type { OrderActor } from './order-inputs.js';

/**
 * What a sale made offline leaves for the manager, in the order's transaction (issue 15):
 * a price review when the till's total differed from the catalogue's (an alert and an audit
 * entry, never a silent change), and a stock alert for each product it took below zero
 * (an offline sale is never refused for stock: the customer already has it).
 */
export const raiseOfflineSaleAlerts = async (
  tx: Db,
  sale: {
    clientId: string;
    timeZone: string;
    orderId: string;
    orderNumber: number;
    ticket: string | null;
    review: PriceReview | null;
    productIds: readonly string[];
    actor: OrderActor;
    cashierId: string | null;
    now: Date;
  },
): Promise<void> => {
  const { clientId, review, now } = sale;
  const oversold = await productsBelowZero(tx, clientId, sale.productIds);
  const day = merchantDateKey(now, sale.timeZone);
  const order = sale.ticket
    ? `Order ${sale.orderNumber} (${sale.ticket})`
    : `Order ${sale.orderNumber}`;
  await insertAlerts(tx, [
    ...(review
      ? [
          {
            clientId,
            type: 'price_review' as const,
            text: om.priceReviewAlert(
              order,
              formatPence(review.tillTotal),
              formatPence(review.catalogueTotal),
            ),
            startAt: now,
            causeKey: `price_review:${sale.orderId}`,
          },
        ]
      : []),
    // One per product per day, like the low-stock job's: ten offline sales of it say it once.
    ...oversold.map((product) => ({
      clientId,
      type: 'low_stock' as const,
      text: om.oversoldAlert(product.name, product.stock),
      startAt: now,
      productId: product.id,
      causeKey: `oversold:${product.id}:${day}`,
    })),
  ]);
  if (review)
    await recordAudit(tx, {
      clientId,
      actor: { ...sale.actor, cashierId: sale.cashierId },
      action: 'order.price_review',
      entity: 'order',
      entityId: sale.orderId,
      details: { order_number: sale.orderNumber, ticket: sale.ticket, ...review },
    });
};
