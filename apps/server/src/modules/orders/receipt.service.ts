import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { SendReceiptInput } from '@opentill/contract/orders/order.schemas';
import {
  RECEIPT_DELIVERY_MESSAGES as m,
  type ReceiptDelivery,
} from '@opentill/contract/orders/receipt-delivery';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import { findClientMessage } from '@/infra/outbox.js';
import type { SmsSender } from '@/infra/sms/sms-sender.js';
import { fillMissingContact } from '@/modules/customers/customer-update.service.js';
import { createCustomer } from '@/modules/customers/customers.service.js';
import { recordEvent } from '@/modules/events/record-event.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { getOrder } from './order-read.service.js';
import { nextVersion } from './order-version.js';
import { printable } from './receipt-layout.js';

/** Sends per order per hour: enough for a typo or two, too few to spam someone from the till. */
export const RECEIPT_SENDS_PER_HOUR = 10;

export const RECEIPT_SEND_NOT_FOUND = 'No such receipt send.';

type Contact = { field: 'email' | 'phone'; value: string };

/**
 * Remembers where the receipt went on the order's customer, where that field
 * is empty; an order with no customer gets one holding just this contact. The
 * order row is locked, so two sends at once cannot make two customers.
 */
const rememberContact = (db: Db, clientId: string, orderId: string, contact: Contact) =>
  db.transaction(async (tx) => {
    const [order] = await tx
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId)))
      .for('update');
    if (!order) return;
    if (order.customerId) {
      await fillMissingContact(tx, clientId, order.customerId, contact);
      return;
    }
    const customer = await createCustomer(tx, clientId, { [contact.field]: contact.value });
    const [changed] = await tx
      .update(orders)
      .set({ customerId: customer.id, updatedAt: new Date(), version: nextVersion })
      .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId), isNull(orders.customerId)))
      .returning({ version: orders.version });
    // The order now names its customer: screens showing it refetch.
    if (changed)
      await recordEvent(tx, {
        clientId,
        type: 'order.updated',
        orderId,
        orderVersion: changed.version,
      });
  });

type ReceiptDeps = { db: Db; mailer: Mailer; sms: SmsSender };
type Log = Pick<FastifyBaseLogger, 'warn'>;

const refusalOf = (method: SendReceiptInput['method']) =>
  method === 'email' ? m.refusedEmail : m.refusedPhone;

export const createReceiptService = ({ db, mailer, sms }: ReceiptDeps) => {
  const sends = new AttemptLimiter(db, {
    name: 'receipt.send',
    maxFailures: RECEIPT_SENDS_PER_HOUR,
    windowMs: 3_600_000,
  });

  /**
   * POST orders/orders/{id}/send_receipt/ (000 §7): mails or texts the order's
   * receipt as the server renders it. The till's own `receipt` text is never
   * sent, so nobody can use a merchant's address to send their own words. The
   * provider gets a few seconds: it took it ('sent'), it refused it (502 with a
   * sentence), or it has not answered ('queued', the outbox retries it).
   */
  const send = async (
    client: ClientRow,
    orderId: string,
    input: SendReceiptInput,
    log: Log,
  ): Promise<ReceiptDelivery> => {
    const order = await getOrder(db, client, orderId);
    const key = `${client.id}:${order.id}`;
    // Counted before sending, so parallel requests cannot all slip under the limit.
    const wait = await sends.countAttempt(key);
    if (wait > 0)
      throw new AppError(
        'rate_limited',
        `This receipt has been sent too many times. Try again in ${minutesText(wait)}.`,
        undefined,
        { 'retry-after': String(Math.ceil(wait / 1000)) },
      );
    const info = input.info.trim();
    const topic = `The receipt for order #${order.orderNumber}`;
    const shown = { isRefusalShown: true };
    const result =
      input.method === 'email'
        ? await mailer.send(
            {
              clientId: client.id,
              to: info,
              // One header line, whatever the merchant's name holds.
              subject: `Your receipt from ${printable(client.name)} (order #${order.orderNumber})`,
              text: order.printString,
              topic,
            },
            shown,
          )
        : await sms.send({ clientId: client.id, to: info, text: order.printString, topic }, shown);
    if (result.status === 'failed') {
      log.warn({ outboxId: result.id, reason: result.reason }, 'receipt refused by the provider');
      throw AppError.detail('bad_gateway', refusalOf(input.method));
    }
    const field = input.method === 'email' ? 'email' : 'phone';
    await rememberContact(db, client.id, order.id, { field, value: info });
    return { id: result.id, status: result.status, detail: m[result.status] };
  };

  /** A receipt send of this merchant's order, for a till showing "Receipt queued". */
  const status = async (
    client: ClientRow,
    orderId: string,
    deliveryId: string,
  ): Promise<ReceiptDelivery> => {
    await getOrder(db, client, orderId);
    const row = await findClientMessage(db, client.id, deliveryId);
    if (!row) throw AppError.notFound(RECEIPT_SEND_NOT_FOUND);
    if (row.status === 'sent') return { id: row.id, status: 'sent', detail: m.sent };
    if (row.status === 'failed') return { id: row.id, status: 'failed', detail: m.failedLater };
    return { id: row.id, status: 'queued', detail: m.queued };
  };

  return { send, status };
};
