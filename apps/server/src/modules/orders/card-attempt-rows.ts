import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CardAttempt, CardAttemptKind } from '@opentill/contract/orders/card-attempts';
import type { Db } from '@/db/client.js';
import { cardAttempts } from '@/db/schema/index.js';

// The card_attempts table is this module's; the refunds module reaches it only through
// these functions, as it does the payment's running refund total.

export type CardAttemptRow = typeof cardAttempts.$inferSelect;

const ofOrder = (clientId: string, orderId: string) =>
  and(eq(cardAttempts.clientId, clientId), eq(cardAttempts.orderId, orderId));

export const toCardAttempt = (row: CardAttemptRow): CardAttempt => ({
  uti: row.uti,
  kind: row.kind,
  amount: row.amountPence,
  status: row.status,
  isRecorded: row.isRecorded,
  unrecorded: row.status === 'approved' && !row.isRecorded ? row.amountPence : row.excessPence,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The attempts of these orders, oldest first, grouped by order id (the order view). */
export const listCardAttemptsByOrder = async (
  db: Db,
  clientId: string,
  orderIds: readonly string[],
): Promise<Map<string, CardAttempt[]>> => {
  const byOrder = new Map<string, CardAttempt[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(cardAttempts)
    .where(and(eq(cardAttempts.clientId, clientId), inArray(cardAttempts.orderId, [...orderIds])))
    .orderBy(asc(cardAttempts.createdAt), asc(cardAttempts.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(toCardAttempt(row));
    else byOrder.set(row.orderId, [toCardAttempt(row)]);
  }
  return byOrder;
};

/** One attempt by its uti, whichever order it is on (a uti is unique per merchant). Locked. */
export const lockAttemptByUti = async (
  tx: Db,
  clientId: string,
  uti: string,
): Promise<CardAttemptRow | undefined> => {
  const [row] = await tx
    .select()
    .from(cardAttempts)
    .where(and(eq(cardAttempts.clientId, clientId), eq(cardAttempts.uti, uti)))
    .limit(1)
    .for('update');
  return row;
};

/**
 * The payment a card REFUND was started for (issue 16's split bills), read without a lock:
 * it is written once, when the attempt is, and never changes.
 */
export const refundAttemptPaymentId = async (
  db: Db,
  clientId: string,
  uti: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ paymentId: cardAttempts.paymentId })
    .from(cardAttempts)
    .where(and(eq(cardAttempts.clientId, clientId), eq(cardAttempts.uti, uti)))
    .limit(1);
  return row?.paymentId ?? null;
};

/** The order's attempt of this kind still waiting for the terminal, if any. */
export const findPendingAttempt = async (
  tx: Db,
  clientId: string,
  orderId: string,
  kind: CardAttemptKind,
): Promise<CardAttemptRow | undefined> => {
  const [row] = await tx
    .select()
    .from(cardAttempts)
    .where(
      and(
        ofOrder(clientId, orderId),
        eq(cardAttempts.kind, kind),
        eq(cardAttempts.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
};

export const insertAttempt = async (
  tx: Db,
  values: Pick<CardAttemptRow, 'clientId' | 'orderId' | 'kind' | 'uti' | 'amountPence'> &
    Partial<CardAttemptRow>,
): Promise<void> => {
  await tx.insert(cardAttempts).values(values);
};

export const updateAttempt = async (
  tx: Db,
  row: Pick<CardAttemptRow, 'clientId' | 'id'>,
  values: Partial<
    Pick<
      CardAttemptRow,
      | 'status'
      | 'isRecorded'
      | 'excessPence'
      | 'retrievalReferenceNumber'
      | 'cardNumberMask'
      | 'updatedAt'
    >
  >,
): Promise<void> => {
  await tx
    .update(cardAttempts)
    .set(values)
    .where(and(eq(cardAttempts.clientId, row.clientId), eq(cardAttempts.id, row.id)));
};
