import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { payments } from '@/db/schema/index.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { appendJournal, type JournalEntryInput } from '@/modules/journal/journal.service.js';
import { bumpOrderVersion } from './order-version.js';

// The payments table is this module's; the refunds module reads and moves
// amount_refunded_pence only through these functions.

/** What a refund needs to know of an order's payment. */
export type RefundablePayment = Pick<
  typeof payments.$inferSelect,
  | 'id'
  | 'status'
  | 'payType'
  | 'amountGrossPence'
  | 'amountRefundedPence'
  | 'retrievalReferenceNumber'
>;

const columns = {
  id: payments.id,
  status: payments.status,
  payType: payments.payType,
  amountGrossPence: payments.amountGrossPence,
  amountRefundedPence: payments.amountRefundedPence,
  retrievalReferenceNumber: payments.retrievalReferenceNumber,
};

const ofOrder = (clientId: string, orderId: string) =>
  and(eq(payments.clientId, clientId), eq(payments.orderId, orderId));

/** The order's payment as it is now (no lock): for showing what may be refunded. */
export const findOrderPayment = async (
  db: Db,
  clientId: string,
  orderId: string,
): Promise<RefundablePayment | undefined> => {
  const [row] = await db.select(columns).from(payments).where(ofOrder(clientId, orderId)).limit(1);
  return row;
};

/**
 * The order's payment, locked FOR UPDATE until the caller's transaction ends.
 * Pass the transaction as `tx`: two refunds of one order then run one after
 * the other, and the second sees the first one's amount_refunded_pence. Only
 * the payment row is locked, so status steps on the order are not held up.
 */
export const lockOrderPayment = async (
  tx: Db,
  clientId: string,
  orderId: string,
): Promise<RefundablePayment | undefined> => {
  const [row] = await tx
    .select(columns)
    .from(payments)
    .where(ofOrder(clientId, orderId))
    .limit(1)
    .for('update');
  return row;
};

/**
 * Adds a refund to the locked payment's running total. The caller has checked
 * the limit under the lock; the table's check constraint (refunded ≤ gross) is
 * the last line of defence should a caller ever forget the lock.
 */
export const addRefundedPence = async (
  tx: Db,
  clientId: string,
  paymentId: string,
  amountPence: number,
  now: Date,
): Promise<void> => {
  await tx
    .update(payments)
    .set({
      amountRefundedPence: sql`${payments.amountRefundedPence} + ${amountPence}`,
      updatedAt: now,
    })
    .where(and(eq(payments.clientId, clientId), eq(payments.id, paymentId)));
};

/**
 * A refund changes what the order shows (refunded amount): its version goes up, the
 * refund's entry goes into the money journal, and the live event follows, last in the
 * refund's transaction. The journal waits between the two because its turn comes after
 * the order's row lock and before the event's (appendJournal says why).
 */
export const recordOrderRefunded = async (
  tx: Db,
  clientId: string,
  orderId: string,
  journal: JournalEntryInput,
): Promise<void> => {
  const orderVersion = await bumpOrderVersion(tx, clientId, orderId);
  await appendJournal(tx, clientId, journal);
  await recordEvent(tx, { clientId, type: 'order.refunded', orderId, orderVersion });
};
