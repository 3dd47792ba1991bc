import type { Db } from '@/db/client.js';
import { AppError } from '@/http/app-error.js';
import { hasRecentAudit } from '@/modules/audit/audit-read.service.js';
import { findOrderPayment } from '@/modules/orders/payment-refund.service.js';
import type { Refunder } from './refund-principal.js';
import { PIN_CHECK_NEEDED, REFUND_GRANT_MS, REFUND_PIN_CHECKED } from './refund-grant.js';

/** The PIN must have been checked for this order by this employee or terminal lately. */
export const requirePinChecked = async (db: Db, who: Refunder, orderId: string) => {
  const isChecked = await hasRecentAudit(db, {
    clientId: who.client.id,
    actor: who.actor,
    action: REFUND_PIN_CHECKED,
    entity: 'order',
    entityId: orderId,
    withinMs: REFUND_GRANT_MS,
  });
  if (isChecked) return;
  // Another merchant's order stays a 404, whatever the PIN state.
  if (!(await findOrderPayment(db, who.client.id, orderId)))
    throw AppError.notFound('Order not found.');
  throw AppError.detail('conflict', PIN_CHECK_NEEDED);
};
