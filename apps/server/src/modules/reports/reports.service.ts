import type {
  ReportRangeInput,
  TopProductsReport,
  TransactionPage,
  TransactionRow,
} from '@opentill/contract/reports/report.schemas';
import type { PagingQuery } from '@opentill/contract/http/paging';
import { merchantDateKey } from '@opentill/contract/time/zoned-time';
import type { Db } from '@/db/client.js';
import { offsetOf, toPage } from '@/http/paging.js';
import type { ClientRow } from '@/modules/session/session.service.js';
import { periodOfRange, wholeDaysOf } from './report-clock.js';
import { readTopProducts } from './top-products.sql.js';
import { readTransactionCount, readTransactionPage } from './transaction-page.sql.js';
import type { TransactionDbRow } from './transaction-rows.sql.js';
import { transactionCsvChunks } from './transaction-csv.js';

type ReportClient = Pick<ClientRow, 'id' | 'timeZone'>;

/** The merchant's 'yyyy-MM-dd' now: the §5 rules refuse a to_date after it. */
export const merchantToday = (client: ReportClient, now: Date): string =>
  merchantDateKey(now, client.timeZone);

export const getTopProducts = async (
  db: Db,
  client: ReportClient,
  range: ReportRangeInput,
  now: Date,
): Promise<TopProductsReport> => {
  const period = periodOfRange(range, client.timeZone);
  const rows = await readTopProducts(db, {
    clientId: client.id,
    timeZone: client.timeZone,
    ...period,
    wholeDays: wholeDaysOf(period, client.timeZone, merchantToday(client, now)),
  });
  return {
    products: rows.map((r) => ({ name: r.name, amountTaken: r.amountTakenPence, sales: r.sales })),
    fromDate: range.fromDate,
    toDate: range.toDate,
  };
};

const toTransactionRow = (row: TransactionDbRow): TransactionRow => ({
  id: row.id,
  orderId: row.orderId,
  // Milliseconds, as every other time on the wire; the key keeps microseconds for paging.
  createdAt: new Date(row.paidAtKey).toISOString(),
  amountGross: row.amountGrossPence,
  refunded: row.amountRefundedPence > 0,
  amountRefunded: row.amountRefundedPence,
  type: row.payType ?? '',
  itemCount: row.itemCount,
  customerName: row.customerName,
});

/** A page of transactions (newest paid first) and their count, in two statements. */
export const getTransactionPage = async (
  db: Db,
  client: ReportClient,
  query: PagingQuery,
  url: string,
): Promise<TransactionPage> => {
  const [rows, count] = await Promise.all([
    readTransactionPage(db, {
      clientId: client.id,
      timeZone: client.timeZone,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    readTransactionCount(db, client.id),
  ]);
  return toPage(rows.map(toTransactionRow), count, query, url);
};

/** The transactions CSV for a range, oldest first, as chunks to stream. */
export const streamTransactionCsv = (db: Db, client: ReportClient, range: ReportRangeInput) =>
  transactionCsvChunks(db, {
    clientId: client.id,
    timeZone: client.timeZone,
    ...periodOfRange(range, client.timeZone),
  });
