import { sql, type SQL } from 'drizzle-orm';

// The columns of a transactions row, shared by the page and the CSV batches so the
// two can never disagree. A transaction is a paid payment, placed by paid_at.

export type TransactionDbRow = {
  id: string;
  orderId: string;
  /** paid_at in UTC to the microsecond, 'yyyy-MM-ddTHH:mm:ss.ffffffZ': exact for keyset paging. */
  paidAtKey: string;
  /** paid_at on the merchant's wall clock, 'yyyy-MM-dd HH:mm'. */
  paidAtLocal: string;
  amountGrossPence: number;
  amountRefundedPence: number;
  payType: string | null;
  itemCount: number;
  customerName: string;
};

/**
 * The select list over `payments p`; item_count counts units by the order_items index. A
 * split bill's earlier parts (issue 16) count none: its units go with the order's own
 * payment, so a column of items adds up to what was sold.
 */
export const transactionColumns = (clientId: string, timeZone: string): SQL => sql`
  p.id, p.order_id as "orderId",
  to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "paidAtKey",
  to_char(p.paid_at at time zone ${timeZone}::text, 'YYYY-MM-DD HH24:MI') as "paidAtLocal",
  p.amount_gross_pence as "amountGrossPence",
  p.amount_refunded_pence as "amountRefundedPence",
  p.pay_type as "payType",
  case when p.is_part then 0 else (select count(*) from order_items i
    where i.client_id = ${clientId}::uuid and i.order_id = p.order_id) end::int as "itemCount",
  coalesce((select c.name from orders o
    join customers c on c.client_id = o.client_id and c.id = o.customer_id
    where o.client_id = ${clientId}::uuid and o.id = p.order_id), '') as "customerName"`;
