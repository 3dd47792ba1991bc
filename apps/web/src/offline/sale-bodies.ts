import type { OutboxOrderBody, OutboxSale } from '@/offline/outbox-types';

/** The create body on the wire (contract §B): the till's body with the outbox's fields. */
export type OrderCreateWire = OutboxOrderBody & { id: string; tillTotal: number };

/**
 * POST orders/orders/ body of a sale: what the till rang up, with its id, device and
 * sequence number, the catalogue version and the prices it showed (contract §B).
 * `sold_at` only for a sale made while the server could not be reached.
 */
export const createBodyOf = (sale: OutboxSale, isSoldOffline: boolean): OrderCreateWire => ({
  ...sale.body,
  id: sale.id,
  ...(sale.deviceId === null ? {} : { deviceId: sale.deviceId, deviceSeq: sale.seq }),
  ...(sale.catalogueVersion === null ? {} : { catalogueVersion: sale.catalogueVersion }),
  tillTotal: sale.tillTotal,
  ...(isSoldOffline && sale.soldAt !== null ? { soldAt: sale.soldAt } : {}),
});

/**
 * POST orders/orders/{id}/pay/ body: `paid_at` only for an order the server knows was sold
 * offline. Cash names the till that took it (issue 16), when the payment itself did not.
 */
export const payBodyOf = (sale: OutboxSale): Record<string, unknown> | null => {
  if (sale.payment === null) return null;
  const { input } = sale.payment;
  const isCashWithoutTill = input.type === 'cash' && !input.deviceId;
  return {
    ...input,
    ...(isCashWithoutTill && sale.deviceId !== null ? { deviceId: sale.deviceId } : {}),
    ...(sale.soldAt === null ? {} : { paidAt: sale.payment.paidAt }),
  };
};

/** The create's Idempotency-Key is the order id; the pay step's is kept with the payment. */
export const payKeyOf = (sale: OutboxSale): string => sale.payment?.key ?? `${sale.id}:pay`;
