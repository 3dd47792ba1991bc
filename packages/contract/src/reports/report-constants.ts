// Reports and alerts constants (spec 001 §2.13, §9), with no zod so screens can share them cheaply.

/** Transactions page size and refresh (spec 001 §9). */
export const TRANSACTIONS_PAGE_SIZE = 50;
export const TRANSACTIONS_REFRESH_MS = 10_000;
/** The revenue chart covers the last 24 hours, in hourly buckets. */
export const REVENUE_CHART_HOURS = 24;
/** Expected revenue is the mean of the same hour over this many previous weeks. */
export const EXPECTED_REVENUE_WEEKS = 4;
/** The export range defaults to the last 7 days, up to today. */
export const DEFAULT_EXPORT_DAYS = 7;

export const TRANSACTIONS_CSV_FILENAME = 'transaction-report.csv';
export const PRODUCTS_CSV_FILENAME = 'product-sales-report.csv';

/**
 * The CSV columns of the transactions export: the table's columns of spec 001 §2.13,
 * with the order id so a row can be traced. Amounts are in pounds with two decimals,
 * Created is the merchant's local 'yyyy-MM-dd HH:mm', Refunded is Yes or No.
 */
export const TRANSACTIONS_CSV_HEADER = [
  'Created',
  'Order ID',
  'Amount Paid',
  'Refunded',
  'Amount Refunded',
  'Payment Type',
  'Item Count',
  'Customer Name',
] as const;

/** The CSV columns of the products export, as the table shows them. */
export const PRODUCTS_CSV_HEADER = ['Product Name', 'Sales Value', 'Total Sales'] as const;

/** Alert types with a coloured chip (spec 001 §2.13); any other type gets a grey chip. */
export const ALERT_TYPES = [
  'low_stock',
  'overselling',
  'underselling',
  'summary',
  // Issue 15: a sale made offline at prices the catalogue no longer gives.
  'price_review',
] as const;
export type KnownAlertType = (typeof ALERT_TYPES)[number];

export const ALERT_TYPE_LABELS: Record<KnownAlertType, string> = {
  low_stock: 'Low stock',
  overselling: 'Overselling',
  underselling: 'Underselling',
  summary: 'Summary',
  price_review: 'Price review',
};

/** Payment types as people read them, in the table and the CSV alike. */
export const paymentTypeLabel = (type: string | null): string =>
  type === 'pax_device' ? 'Card' : type === 'cash' ? 'Cash' : (type ?? '');
