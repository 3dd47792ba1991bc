import { and, asc, eq, sql } from 'drizzle-orm';
import { splitBillMessages as sb } from '@opentill/contract/orders/split-bill';
import type { Db } from '@/db/client.js';
import { payments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import { appendJournal, type JournalEntryInput } from '@/modules/journal/journal.service.js';
import { bumpOrderVersion } from './order-version.js';
import { isOrderRow } from './order-payment-row.js';

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

/**
 * A payment a refund may name (issue 16): the order's own row, else one of its paid parts.
 * A part can be refunded while the rest is still to pay (a customer who paid their share
 * and left, so the bill can be cancelled): by default, that order's last part with money
 * left on it. `isSplit` says the order has parts, so a refund too big for one payment
 * names another.
 */
export type RefundTarget = RefundablePayment & { isSplit: boolean };

const findTarget = async (
  db: Db,
  clientId: string,
  orderId: string,
  paymentId: string | null | undefined,
  lock: boolean,
): Promise<RefundTarget | undefined> => {
  const ownQuery = db
    .select(columns)
    .from(payments)
    .where(and(ofOrder(clientId, orderId), isOrderRow))
    .limit(1);
  const [own] = lock ? await ownQuery.for('update') : await ownQuery;
  if (!own) return undefined;
  const parts = await db
    .select(columns)
    .from(payments)
    .where(and(ofOrder(clientId, orderId), eq(payments.isPart, true)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const isSplit = parts.length > 0;
  const openWithParts = own.status === 'requested' && isSplit;
  const fallback = openWithParts
    ? [...parts].reverse().find((row) => row.amountGrossPence > row.amountRefundedPence)
    : undefined;
  const chosen = paymentId ?? fallback?.id ?? null;
  if (!chosen || chosen === own.id) return { ...own, isSplit };
  const part = parts.find((row) => row.id === chosen);
  if (!part) throw AppError.field('payment_id', sb.refundUnknownPayment);
  // Locked, it is read again: the running total is then the one the lock holds.
  const [locked] = lock
    ? await db
        .select(columns)
        .from(payments)
        .where(and(eq(payments.clientId, clientId), eq(payments.id, part.id)))
        .for('update')
    : [part];
  if (!locked) return undefined;
  // A cancelled bill's parts are refunded no more than any cancelled order's payment.
  return { ...locked, status: own.status === 'requested' ? locked.status : own.status, isSplit };
};

/** The order's payments a refund may name, paid ones only, oldest first (prepare_refund). */
export const listPaidPayments = (db: Db, clientId: string, orderId: string) =>
  db
    .select({ ...columns, cardNumberMask: payments.cardNumberMask })
    .from(payments)
    .where(and(ofOrder(clientId, orderId), eq(payments.status, 'paid')))
    .orderBy(asc(payments.paidAt), asc(payments.id));

/** The payment a refund names, as it is now (no lock): for showing what may be refunded. */
export const findOrderPayment = (
  db: Db,
  clientId: string,
  orderId: string,
  paymentId?: string | null,
): Promise<RefundTarget | undefined> => findTarget(db, clientId, orderId, paymentId, false);

/**
 * The payment a refund names (the order's own, by default), locked FOR UPDATE until the
 * caller's transaction ends, with the order's own row. Pass the transaction as `tx`: two
 * refunds of one order then run one after the other, and the second sees the first one's
 * amount_refunded_pence. Only payment rows are locked, so status steps on the order are
 * not held up.
 */
export const lockOrderPayment = (
  tx: Db,
  clientId: string,
  orderId: string,
  paymentId?: string | null,
): Promise<RefundTarget | undefined> => findTarget(tx, clientId, orderId, paymentId, true);

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
