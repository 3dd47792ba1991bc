import { and, eq } from 'drizzle-orm';
import type { PrintDocument, PrinterColumns } from '@opentill/contract/printing/print-document';
import type { Db } from '@/db/client.js';
import { clients, payments } from '@/db/schema/index.js';
import { receiptDataFor } from '@/modules/orders/receipt-data.service.js';
import { documentText, renderEscPos } from './escpos-render.js';
import { kitchenTicketDocument } from './kitchen-ticket-document.js';
import type { PrintJobRow, PrinterRow } from './print-job-rows.js';
import { receiptDocument } from './receipt-document.js';

const isOrderPaid = async (db: Db, job: PrintJobRow): Promise<boolean> => {
  if (!job.orderId) return false;
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.clientId, job.clientId),
        eq(payments.orderId, job.orderId),
        eq(payments.isPart, false),
        eq(payments.status, 'paid'),
      ),
    )
    .limit(1);
  return paid !== undefined;
};

export type RenderedJob = { bytes: Buffer; text: string[]; openDrawer: boolean };

const REPRINT_LINE = {
  kind: 'text',
  text: 'REPRINT',
  align: 'center',
  large: true,
  invert: true,
} as const;

/** The job's document, laid out at this printer's width; null when what it prints is gone. */
export const jobDocument = async (
  db: Db,
  job: PrintJobRow,
  columns: PrinterColumns,
  now: Date,
): Promise<PrintDocument | null> => {
  const { payload } = job;
  if (payload.type === 'document') return payload.document;
  if (payload.type === 'kitchen') {
    // A ticket queued unpaid whose order has been paid since prints as paid.
    const isUnpaid = payload.ticket.isUnpaid && !(await isOrderPaid(db, job));
    return kitchenTicketDocument({ ...payload.ticket, isUnpaid }, now);
  }
  const [client] = await db.select().from(clients).where(eq(clients.id, job.clientId));
  if (!client) return null;
  const data = await receiptDataFor(db, client, payload.orderId);
  if (!data) return null;
  const receipt = receiptDocument(data, columns);
  return payload.mark === 'REPRINT'
    ? { ...receipt, lines: [REPRINT_LINE, ...receipt.lines] }
    : receipt;
};

export const renderJob = async (
  db: Db,
  job: PrintJobRow,
  printer: Pick<PrinterRow, 'columns' | 'codePage'>,
  now: Date,
): Promise<RenderedJob | null> => {
  const columns = printer.columns as PrinterColumns;
  const document = await jobDocument(db, job, columns, now);
  if (!document) return null;
  return {
    bytes: renderEscPos(document, { columns, codePage: printer.codePage }),
    text: documentText(document, columns),
    openDrawer: document.openDrawer === true,
  };
};
