import {
  paymentTypeLabel,
  TRANSACTIONS_CSV_HEADER,
} from '@opentill/contract/reports/report-constants';
import type { Db } from '@/db/client.js';
import type { PaidPeriod } from './report-clock.js';
import { readTransactionBatch, type TransactionBatchParams } from './transaction-batch.sql.js';
import type { TransactionDbRow } from './transaction-rows.sql.js';

/** Rows per keyset batch: a few hundred KB of CSV, one short statement each. */
export const CSV_BATCH_ROWS = 2_000;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection):
// such a cell is prefixed with a quote, which spreadsheets show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula-guarded, quoted when it holds a comma, quote or line break. */
export const csvField = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const csvLine = (fields: readonly string[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;

/** Pence as pounds with two decimals, '12.50', without floating point. */
export const poundsOf = (pence: number): string => {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export const transactionCsvLine = (row: TransactionDbRow): string =>
  csvLine([
    row.paidAtLocal,
    row.orderId,
    poundsOf(row.amountGrossPence),
    row.amountRefundedPence > 0 ? 'Yes' : 'No',
    poundsOf(row.amountRefundedPence),
    paymentTypeLabel(row.payType),
    String(row.itemCount),
    row.customerName,
  ]);

export type CsvExport = { clientId: string; timeZone: string } & PaidPeriod;

/**
 * The transactions CSV, oldest first, as chunks: the header, then one chunk per
 * keyset batch. Each batch is its own statement with no transaction held open
 * between them, so on PGlite's one connection other requests run between batches,
 * and memory holds one batch however long the range.
 */
export async function* transactionCsvChunks(
  db: Db,
  range: CsvExport,
  batchRows = CSV_BATCH_ROWS,
): AsyncGenerator<string> {
  yield csvLine(TRANSACTIONS_CSV_HEADER);
  let after: TransactionBatchParams['after'] = null;
  for (;;) {
    const rows = await readTransactionBatch(db, { ...range, after, limit: batchRows });
    if (rows.length > 0) yield rows.map(transactionCsvLine).join('');
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
