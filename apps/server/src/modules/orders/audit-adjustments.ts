import type { Db } from '@/db/client.js';
import { recordAudit } from '@/modules/audit/audit.service.js';
import type { OrderActor } from './order-inputs.js';
import type { PricedAdjustment } from './price-adjustments.js';

/**
 * DESIGN.md §9 audits price changes: a discount lowers what the customer pays as an
 * override does, so who gave which, with its reason, on which order, is kept. One
 * entry per order with adjustments.
 */
export const auditAdjustments = async (
  tx: Db,
  entry: {
    clientId: string;
    orderId: string;
    orderNumber: number;
    actor: OrderActor;
    cashierId: string | null | undefined;
    adjustments: readonly PricedAdjustment[];
  },
): Promise<void> => {
  if (entry.adjustments.length === 0) return;
  await recordAudit(tx, {
    clientId: entry.clientId,
    actor: { ...entry.actor, cashierId: entry.cashierId ?? entry.actor.cashierId },
    action: 'order.price_adjustment',
    entity: 'order',
    entityId: entry.orderId,
    details: {
      orderNumber: entry.orderNumber,
      adjustments: entry.adjustments.map(({ label, amount }) => ({ label, amount })),
    },
  });
};
