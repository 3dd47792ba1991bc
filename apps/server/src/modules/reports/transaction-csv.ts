import {
  paymentTypeLabel,
  TRANSACTIONS_CSV_HEADER,
} from '@opentill/contract/reports/report-constants';
import { csvLines, csvPounds, type CsvCell } from '@opentill/contract/csv/csv-text';
import type { Db } from '@/db/client.js';
import type { PaidPeriod } from './report-clock.js';
import { readTransactionBatch, type TransactionBatchParams } from './transaction-batch.sql.js';
import type { TransactionDbRow } from './transaction-rows.sql.js';

/** Rows per keyset batch: a few hundred KB of CSV, one short statement each. */
export const CSV_BATCH_ROWS = 2_000;

const transactionCells = (row: TransactionDbRow): CsvCell[] => [
  row.paidAtLocal,
  row.orderId,
  csvPounds(row.amountGrossPence),
  row.amountRefundedPence > 0 ? 'Yes' : 'No',
  csvPounds(row.amountRefundedPence),
  paymentTypeLabel(row.payType),
  row.itemCount,
  row.customerName,
];

export type CsvExport = { clientId: string; timeZone: string } & PaidPeriod;

/**
 * The transactions CSV, oldest first, as chunks: the byte order mark and the
 * header, then one chunk per keyset batch. Each batch is its own statement with
 * no transaction held open between them, so on PGlite's one connection other
 * requests run between batches, and memory holds one batch however long the range.
 */
export async function* transactionCsvChunks(
  db: Db,
  range: CsvExport,
  batchRows = CSV_BATCH_ROWS,
): AsyncGenerator<string> {
  yield csvLines([TRANSACTIONS_CSV_HEADER], { withBom: true });
  let after: TransactionBatchParams['after'] = null;
  for (;;) {
    const rows = await readTransactionBatch(db, { ...range, after, limit: batchRows });
    if (rows.length > 0) yield csvLines(rows.map(transactionCells));
    const last = rows.at(-1);
    if (!last || rows.length < batchRows) return;
    after = { paidAtKey: last.paidAtKey, id: last.id };
  }
}

/** The whole CSV as one string, for mail, which needs it whole. */
export const transactionCsvText = async (db: Db, range: CsvExport): Promise<string> => {
  let text = '';
  for await (const chunk of transactionCsvChunks(db, range)) text += chunk;
  return text;
};
