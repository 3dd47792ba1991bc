import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { readRows } from './read-rows.js';
import { transactionColumns, type TransactionDbRow } from './transaction-rows.sql.js';

export type TransactionPageParams = {
  clientId: string;
  timeZone: string;
  limit: number;
  offset: number;
};

/**
 * One page of transactions, newest paid first; ties on paid_at break by id so
 * pages never overlap. Read backwards on payments (client_id, paid_at). The
 * offset is a bigint: a page far past the end is an empty page, not an overflow.
 */
export const transactionPageQuery = (p: TransactionPageParams) => sql`
  select ${transactionColumns(p.clientId, p.timeZone)}
  from payments p
  where p.client_id = ${p.clientId}::uuid and p.status = 'paid' and p.paid_at is not null
  order by p.paid_at desc, p.id desc
  limit ${p.limit}::int offset ${p.offset}::bigint`;

export const readTransactionPage = (db: Db, params: TransactionPageParams) =>
  readRows<TransactionDbRow>(db, transactionPageQuery(params));

/** Every transaction of the merchant, for the page's count. */
export const transactionCountQuery = (clientId: string) => sql`
  select count(*)::int as count from payments
  where client_id = ${clientId}::uuid and status = 'paid' and paid_at is not null`;

export const readTransactionCount = async (db: Db, clientId: string): Promise<number> =>
  (await readRows<{ count: number }>(db, transactionCountQuery(clientId)))[0]?.count ?? 0;
