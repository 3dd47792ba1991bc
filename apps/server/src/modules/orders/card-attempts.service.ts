import { and, eq } from 'drizzle-orm';
import { cardAttemptMessages as a } from '@opentill/contract/orders/card-attempts';
import { offlineMessages as om } from '@opentill/contract/orders/offline-messages';
import type { Order } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { payments } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { findSellingDevice } from '@/modules/devices/till-devices.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import {
  findPendingAttempt,
  insertAttempt,
  lockAttemptByUti,
  updateAttempt,
  type CardAttemptRow,
} from './card-attempt-rows.js';
import type {
  CardAttemptOutcomeValues,
  OrderActor,
  StartCardPaymentValues,
} from './order-inputs.js';
import { getOrder } from './order-read.service.js';
import { lockPayment, lockUnpaidPayment, settle } from './pay-order.service.js';
import { attemptSettlement, excessOf, partOf } from './pay-settlement.js';

/**
 * POST orders/orders/{id}/start_card_payment/: the uti is stored, as a pending
 * attempt, before the web sends the SALE, so a checkout reopened after a crash,
 * a reload or a cancelled wait asks the terminal about that transaction instead
 * of charging the card twice. Refused while another SALE of the order still
 * waits (it may yet be approved), and once the order is paid. The same uti
 * again is a retry, and changes nothing. Issue 16: the SALE may be for a part of
 * the bill and carry a tip; it charges both, and pays what it charged.
 */
export const startCardPayment = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  input: StartCardPaymentValues,
  now: Date = new Date(),
): Promise<Order> => {
  await db.transaction(async (tx) => {
    const { payment } = await lockUnpaidPayment(tx, client.id, orderId);
    const same = await lockAttemptByUti(tx, client.id, input.uti);
    if (same) {
      if (same.orderId !== orderId || same.kind !== 'sale' || same.status !== 'pending')
        throw AppError.field('uti', a.attemptAnswered);
      return;
    }
    if (await findPendingAttempt(tx, client.id, orderId, 'sale'))
      throw AppError.detail('conflict', a.saleStillWaiting);
    const part = partOf(input.partAmount, payment.amountGrossPence);
    // A free order never reaches the terminal; the check keeps amounts positive.
    const tip = part === 0 ? 0 : input.tip;
    await insertAttempt(tx, {
      clientId: client.id,
      orderId,
      kind: 'sale',
      uti: input.uti,
      amountPence: Math.max(1, part + tip),
      tipPence: tip,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(payments)
      .set({ uti: input.uti, payType: 'pax_device', updatedAt: now })
      .where(and(eq(payments.clientId, client.id), eq(payments.id, payment.id)));
  });
  return getOrder(db, client, orderId);
};

/** Which outcomes may follow which: the terminal's answers are final, a cancel is not. */
const isRepeat = (row: CardAttemptRow, outcome: CardAttemptOutcomeValues['outcome']) =>
  row.status === outcome || (outcome === 'cancelled' && row.status === 'declined');

/**
 * POST orders/orders/{id}/card_attempts/{uti}/: what became of a card attempt.
 * `cancelled`: the cashier stopped waiting (the uti is kept). `declined`: the
 * terminal said no. `approved`: the terminal said yes, perhaps long after a
 * cancel; a SALE then pays the order in the same transaction if it is still
 * unpaid, so no second charge can follow, or stays approved and unrecorded
 * (shown on the order, to be refunded) if it was paid another way meanwhile.
 * An approved REFUND is recorded through handle_completed_partial_refund, which
 * needs the refund PIN. Repeating an outcome changes nothing.
 */
export const reportCardAttempt = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  uti: string,
  input: CardAttemptOutcomeValues,
  actor: OrderActor,
  now: Date = new Date(),
): Promise<Order> => {
  await db.transaction(async (tx) => {
    if (input.deviceId && !(await findSellingDevice(tx, client.id, input.deviceId)))
      throw AppError.field('device_id', om.tillNotRegistered);
    const locked = await lockPayment(tx, client.id, orderId);
    const attempt = await lockAttemptByUti(tx, client.id, uti);
    if (!attempt || attempt.orderId !== orderId) throw AppError.notFound(a.unknownAttempt);
    if (isRepeat(attempt, input.outcome)) return;
    if (attempt.status === 'approved' || attempt.status === 'declined')
      throw AppError.detail('conflict', a.attemptAnswered);
    if (input.outcome !== 'approved') {
      await updateAttempt(tx, attempt, { status: input.outcome, updatedAt: now });
      return;
    }
    if (attempt.kind === 'refund')
      throw AppError.field(
        'outcome',
        'Record an approved refund with handle_completed_partial_refund, which needs the refund PIN.',
      );
    const isPayable = locked.payment.status !== 'paid' && locked.order.status !== 'cancelled';
    const settlement = attemptSettlement(attempt, locked.payment.amountGrossPence);
    await updateAttempt(tx, attempt, {
      status: 'approved',
      isRecorded: isPayable,
      excessPence: isPayable ? excessOf(attempt, settlement) : 0,
      retrievalReferenceNumber: input.retrievalReferenceNumber,
      cardNumberMask: input.cardNumberMask,
      updatedAt: now,
    });
    if (isPayable)
      await settle(
        tx,
        client,
        locked,
        {
          type: 'pax_device',
          uti,
          retrievalReferenceNumber: input.retrievalReferenceNumber,
          cardNumberMask: input.cardNumberMask,
          tip: attempt.tipPence,
          deviceId: input.deviceId,
        },
        actor,
        now,
        settlement,
      );
  });
  return getOrder(db, client, orderId);
};
