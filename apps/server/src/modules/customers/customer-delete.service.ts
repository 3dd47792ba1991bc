import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { customers } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordAudit, type AuditActor } from '@/modules/audit/audit.service.js';
import { forgetOrdersCustomer } from '@/modules/orders/order-links.service.js';

/**
 * DELETE orders/customers/{id}/: the record goes for good (a customer asking to
 * be forgotten). Their orders stay, without a customer: their link is cleared first.
 * Audited without the personal details that were removed.
 */
export const deleteCustomer = async (
  db: Db,
  clientId: string,
  customerId: string,
  actor: AuditActor,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await forgetOrdersCustomer(tx, clientId, customerId);
    const [row] = await tx
      .delete(customers)
      .where(and(eq(customers.clientId, clientId), eq(customers.id, customerId)))
      .returning({ id: customers.id });
    if (!row) throw AppError.notFound('Customer not found.');
    await recordAudit(tx, {
      clientId,
      actor,
      action: 'customer.deleted',
      entity: 'customer',
      entityId: customerId,
    });
  });
};
