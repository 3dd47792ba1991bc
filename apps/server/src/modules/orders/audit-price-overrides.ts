import type { Db } from '@/db/client.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import type { OrderActor } from './order-inputs.js';
import type { PricedLine } from './price-order-lines.js';

/**
 * DESIGN.md §9: a typed price replaces the catalogue's, so who typed what, on
 * which order, is kept. One audit entry per order, listing every honoured
 * override beside the catalogue price it replaced.
 */
export const auditPriceOverrides = async (
  tx: Db,
  entry: {
    clientId: string;
    orderId: string;
    orderNumber: number;
    actor: OrderActor;
    cashierId: string | null | undefined;
    lines: readonly PricedLine[];
  },
): Promise<void> => {
  const overridden = entry.lines.flatMap((line, position) =>
    line.priceOverridePence === null
      ? []
      : [
          {
            position,
            productId: line.product.id,
            productName: line.product.name,
            cataloguePricePence: line.product.pricePence,
            priceOverridePence: line.priceOverridePence,
          },
        ],
  );
  if (overridden.length === 0) return;
  await recordAudit(tx, {
    clientId: entry.clientId,
    actor: { ...entry.actor, cashierId: entry.cashierId ?? entry.actor.cashierId },
    action: 'order.price_override',
    entity: 'order',
    entityId: entry.orderId,
    details: { orderNumber: entry.orderNumber, lines: overridden },
  });
};
