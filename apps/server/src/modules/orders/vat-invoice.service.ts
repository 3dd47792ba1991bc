import { and, eq } from 'drizzle-orm';
import {
  vatInvoiceMessages as m,
  type VatInvoice,
  type VatInvoiceInput,
} from '@opentill/contract/orders/vat-invoice.schemas';
import type { Db } from '@/db/client.js';
import { orders, payments, type VatInvoiceTo } from '@/db/schema/index.js';
import { AppError } from '@/http/app-error.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { renderVatInvoice } from './invoice-text.js';
import { getOrder } from './order-read.service.js';
import { isOrderRow } from './order-payment-row.js';

/**
 * POST orders/orders/{id}/vat_invoice/ (issue 16): makes out a full VAT invoice for a
 * paid order of a VAT-registered merchant, to the customer named. The first one is
 * kept on the order, so asking again for the same customer prints it as a COPY, and
 * asking for someone else is refused: one sale, one invoice, one customer.
 */
export const makeVatInvoice = async (
  db: Db,
  client: ClientRow,
  orderId: string,
  input: VatInvoiceInput,
  now: Date = new Date(),
): Promise<VatInvoice> => {
  if (!client.vatRegistered) throw AppError.detail('conflict', m.notRegistered);
  const issued = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        vatInvoice: orders.vatInvoice,
        receiptNumber: orders.receiptNumber,
        paymentStatus: payments.status,
      })
      .from(orders)
      .leftJoin(
        payments,
        and(eq(payments.clientId, client.id), eq(payments.orderId, orders.id), isOrderRow),
      )
      .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)))
      .for('update', { of: orders });
    if (!row) throw AppError.notFound('Order not found.');
    if (row.paymentStatus !== 'paid') throw AppError.detail('conflict', m.notPaid);
    // An invoice's number must be unique: an order paid before receipts were numbered has none.
    if (row.receiptNumber === null) throw AppError.detail('conflict', m.noReceiptNumber);
    if (row.vatInvoice) {
      const isSame =
        row.vatInvoice.name === input.customerName &&
        row.vatInvoice.address === input.customerAddress;
      if (!isSame) throw AppError.detail('conflict', m.issuedToOther(row.vatInvoice.name));
      return { to: row.vatInvoice, isCopy: true };
    }
    const to: VatInvoiceTo = {
      name: input.customerName,
      address: input.customerAddress,
      issuedAt: now.toISOString(),
    };
    await tx
      .update(orders)
      .set({ vatInvoice: to })
      .where(and(eq(orders.clientId, client.id), eq(orders.id, orderId)));
    return { to, isCopy: false };
  });
  const order = await getOrder(db, client, orderId);
  const issuedAt = new Date(issued.to.issuedAt);
  return {
    customerName: issued.to.name,
    customerAddress: issued.to.address,
    issuedAt: issued.to.issuedAt,
    isCopy: issued.isCopy,
    text: renderVatInvoice({
      order,
      merchant: client,
      customerName: issued.to.name,
      customerAddress: issued.to.address,
      issuedAt,
      isCopy: issued.isCopy,
    }),
  };
};
