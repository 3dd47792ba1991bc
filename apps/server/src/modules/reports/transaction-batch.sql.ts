import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import type { PaidPeriod } from './report-clock.js';
import { readRows } from './read-rows.js';
import { transactionColumns, type TransactionDbRow } from './transaction-rows.sql.js';

export type TransactionBatchParams = {
  clientId: string;
  timeZone: string;
  /** Rows after this (paid_at key, id), oldest first; null for the first batch. */
  after: { paidAtKey: string; id: string } | null;
  limit: number;
} & PaidPeriod;

/**
 * One batch of the export, oldest first, after the last row of the batch before
 * (keyset on paid_at, id): each batch is an index range on payments
 * (client_id, paid_at) starting at the last row's paid_at, however far into the
 * year it is. The bound is spelt out rather than as a row comparison so the
 * planner uses it as the index's range.
 */
export const transactionBatchQuery = (p: TransactionBatchParams) => sql`
  select ${transactionColumns(p.clientId, p.timeZone)}
  from payments p
  where p.client_id = ${p.clientId}::uuid and p.status = 'paid'
    and p.paid_at >= ${p.from.toISOString()}::timestamptz
    and p.paid_at < ${p.to.toISOString()}::timestamptz
    ${
      p.after
        ? sql`and p.paid_at >= ${p.after.paidAtKey}::timestamptz
              and (p.paid_at > ${p.after.paidAtKey}::timestamptz or p.id > ${p.after.id}::uuid)`
        : sql``
    }
  order by p.paid_at, p.id
  limit ${p.limit}::int`;

export const readTransactionBatch = (db: Db, params: TransactionBatchParams) =>
  readRows<TransactionDbRow>(db, transactionBatchQuery(params));
