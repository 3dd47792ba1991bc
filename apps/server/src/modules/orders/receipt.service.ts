import { and, eq, isNull } from 'drizzle-orm';
import type { SendReceiptInput } from '@opentill/contract/orders/order.schemas';
import type { Db } from '@/db/client.js';
import { orders } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import { AttemptLimiter, minutesText } from '@/http/attempt-limiter.js';
import type { Mailer } from '@/infra/mail/mailer.js';
import type { SmsSender } from '@/infra/sms/sms-sender.js';
import { fillMissingContact } from '@/modules/customers/customer-update.service.js';
import { createCustomer } from '@/modules/customers/customers.service.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { getOrder } from './order-read.service.js';
import { printable } from './receipt-layout.js';

/** Sends per order per hour: enough for a typo or two, too few to spam someone from the till. */
export const RECEIPT_SENDS_PER_HOUR = 10;

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
    await tx
      .update(orders)
      .set({ customerId: customer.id, updatedAt: new Date() })
      .where(and(eq(orders.clientId, clientId), eq(orders.id, orderId), isNull(orders.customerId)));
  });

/**
 * POST orders/orders/{id}/send_receipt/ (000 §7): mails or texts the order's
 * receipt as the server renders it. The till's own `receipt` text is never
 * sent, so nobody can use a merchant's address to send their own words.
 */
/** The SMS or mail provider refused the message. */
export const RECEIPT_NOT_SENT = 'The receipt could not be sent. Please try again.';

export const createReceiptService = (deps: { db: Db; mailer: Mailer; sms: SmsSender }) => {
  const { db, mailer, sms } = deps;
  const sends = new AttemptLimiter({ maxFailures: RECEIPT_SENDS_PER_HOUR, windowMs: 3_600_000 });

  const send = async (client: ClientRow, orderId: string, input: SendReceiptInput) => {
    const order = await getOrder(db, client, orderId);
    const key = `${client.id}:${order.id}`;
    const wait = sends.retryAfterMs(key);
    if (wait > 0)
      throw new AppError(
        'rate_limited',
        `This receipt has been sent too many times. Try again in ${minutesText(wait)}.`,
        undefined,
        { 'retry-after': String(Math.ceil(wait / 1000)) },
      );
    // Counted before sending, so parallel requests cannot all slip under the limit.
    sends.recordFailure(key);
    const info = input.info.trim();
    try {
      if (input.method === 'email') {
        // One header line, whatever the merchant's name holds.
        const subject = `Your receipt from ${printable(client.name)} (order #${order.orderNumber})`;
        await mailer.send({ clientId: client.id, to: info, subject, text: order.printString });
      } else {
        await sms.send({ clientId: client.id, to: info, text: order.printString });
      }
    } catch {
      throw AppError.detail('bad_gateway', RECEIPT_NOT_SENT);
    }
    const field = input.method === 'email' ? 'email' : 'phone';
    await rememberContact(db, client.id, order.id, { field, value: info });
  };

  return { send };
};
