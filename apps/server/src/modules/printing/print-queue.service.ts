import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { printJobs, tillPrinting } from '@/db/schema/index.js';
import { queueKitchenTickets, TILL_PAYMENT_HOLD_MS } from './queue-kitchen-tickets.js';
import { queueVoidTicket } from './queue-void-ticket.js';
import { nextRound } from './print-rounds.js';
import { queueCancelTickets } from './queue-cancel-tickets.js';

// What other modules call, inside their own transactions, so a print job is written with
// the change that causes it or not at all (issue 17). Nothing here talks to a printer:
// the dispatcher does, after the commit, so printing never delays an order.

export { queueCancelTickets, queueKitchenTickets, queueVoidTicket, TILL_PAYMENT_HOLD_MS };

/** The till's receipt printer and drawer setting; null when it has none. */
export const tillReceiptPrinter = async (
  db: Db,
  clientId: string,
  deviceId: string,
): Promise<{ printerId: string; openDrawerOnCash: boolean } | null> => {
  const [row] = await db
    .select({
      printerId: tillPrinting.receiptPrinterId,
      openDrawerOnCash: tillPrinting.openDrawerOnCash,
    })
    .from(tillPrinting)
    .where(and(eq(tillPrinting.clientId, clientId), eq(tillPrinting.deviceId, deviceId)));
  return row?.printerId
    ? { printerId: row.printerId, openDrawerOnCash: row.openDrawerOnCash }
    : null;
};

/**
 * Opens the drawer of the till that took cash, when its receipt printer has the drawer
 * and the till says so: only ever for cash and No sale. `orderId` keys it, so a payment
 * replayed opens the drawer once; a No sale has none and is keyed by its movement.
 */
export const queueDrawerKick = async (
  tx: Db,
  clientId: string,
  deviceId: string | null,
  cause: { orderId: string } | { movementId: string },
): Promise<boolean> => {
  if (!deviceId) return false;
  const till = await tillReceiptPrinter(tx, clientId, deviceId);
  if (!till?.openDrawerOnCash) return false;
  const orderId = 'orderId' in cause ? cause.orderId : null;
  const round = orderId === null ? 1 : await nextRound(tx, clientId, orderId, 'drawer');
  const [job] = await tx
    .insert(printJobs)
    .values({
      clientId,
      kind: 'drawer',
      orderId,
      round,
      printerId: till.printerId,
      payload: { type: 'document', document: { lines: [], openDrawer: true, cut: false } },
    })
    .onConflictDoNothing()
    .returning({ id: printJobs.id });
  return job !== undefined;
};
