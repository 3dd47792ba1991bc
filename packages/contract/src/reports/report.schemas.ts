import { z } from 'zod';
import { checkReportRange, parseReportDate } from './report-dates.js';
import { REPORT_MESSAGES } from './report-messages.js';

// The report and alert calls of spec 001 §7, their entities (§3) and rules (§5).
// Wire names are the snake_case form of these camelCase keys. Money is integer pence.

const pence = z.number().int();
const isoDateTime = z.string();

/** GET alerts/ → {count, results}; newest first. */
export const alertSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** low_stock, overselling, underselling, summary; an unknown type is shown grey. */
  type: z.string(),
  startAt: isoDateTime,
  seen: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = z.object({ count: z.number().int(), results: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

/** A summary alert's text, parsed from JSON. */
export const summaryAlertTextSchema = z.object({
  start_time: isoDateTime,
  end_time: isoDateTime,
  revenue: pence,
});
export type SummaryAlertText = z.infer<typeof summaryAlertTextSchema>;

/** POST alerts/mark_seen/ {ids} → {unseen_count}: the Alerts screen marks what it showed. */
export const markAlertsSeenInputSchema = z.object({
  ids: z
    .array(z.uuid('Each alert id must be a uuid.'))
    .min(1, 'Name at least one alert.')
    .max(500, 'Mark at most 500 alerts at once.'),
});
export type MarkAlertsSeenInput = z.infer<typeof markAlertsSeenInputSchema>;
export const unseenCountSchema = z.object({ unseenCount: z.number().int() });

/** One hourly bucket: the hour's start (ISO with offset) and its revenue in pence. */
export const revenuePointSchema = z.object({ datetime: isoDateTime, revenue: pence });
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

/** GET report/: the last 24 hours by hour, and the mean of the same hour over 4 weeks. */
export const revenueReportSchema = z.object({
  revenue: z.array(revenuePointSchema),
  expectedRevenue: z.array(revenuePointSchema),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

const reportDate = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .refine((s) => s.trim() !== '', REPORT_MESSAGES.dateRequired)
    .refine((s) => s.trim() === '' || parseReportDate(s) !== null, REPORT_MESSAGES.badDate);

/**
 * {from_date, to_date}: ISO without a trailing Z, a date (the whole day) or a local
 * date-time, on the merchant's wall clock. `today` is the merchant's date, so the
 * server builds this per request.
 */
export const reportRangeInputSchema = (today: string) =>
  z
    .object({ fromDate: reportDate('From date'), toDate: reportDate('To date') })
    .superRefine(({ fromDate, toDate }, ctx) => {
      const errors = checkReportRange(fromDate, toDate, today);
      if (errors.fromDate && parseReportDate(fromDate))
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: errors.fromDate });
      if (errors.toDate && parseReportDate(toDate))
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: errors.toDate });
    });
export type ReportRangeInput = { fromDate: string; toDate: string };

/** POST report/top_products/ → products with amount taken (pence) and units sold. */
export const productSalesSchema = z.object({
  name: z.string(),
  amountTaken: pence,
  sales: z.number().int(),
});
export type ProductSales = z.infer<typeof productSalesSchema>;

export const topProductsReportSchema = z.object({
  products: z.array(productSalesSchema),
  fromDate: z.string(),
  toDate: z.string(),
});
export type TopProductsReport = z.infer<typeof topProductsReportSchema>;

/** A row of GET report/transactionReport/: one paid order. */
export const transactionRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** When it was paid (ISO). */
  createdAt: isoDateTime,
  amountGross: pence,
  refunded: z.boolean(),
  amountRefunded: pence,
  /** cash or pax_device */
  type: z.string(),
  itemCount: z.number().int(),
  customerName: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(transactionRowSchema),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** POST report/transactionReport/email_report/ → who the CSV went to. */
export const emailReportResponseSchema = z.object({ reportRecipient: z.string() });
export type EmailReportResponse = z.infer<typeof emailReportResponseSchema>;

export const paymentTotalSchema = z.object({ count: z.number().int(), total: pence });
export type PaymentTotal = z.infer<typeof paymentTotalSchema>;

export const cashierTotalSchema = z.object({
  /** null for payments taken with no cashier signed in. */
  id: z.string().nullable(),
  cashierName: z.string(),
  count: z.number().int(),
  total: pence,
});
export type CashierTotal = z.infer<typeof cashierTotalSchema>;

/**
 * GET report/today/: takings from the start of the merchant's day to now, net of
 * their refunds. start and end bound today; open comes from opening hours;
 * statusSince and nextChangeAt drive 'Open since …' and 'Closing in … at …'.
 */
export const todayReportSchema = z.object({
  start: isoDateTime,
  end: isoDateTime,
  generatedAt: isoDateTime,
  open: z.boolean(),
  /** When the current open or closed state began; null when it began before yesterday. */
  statusSince: isoDateTime.nullable(),
  /** When it next opens or closes; null when no opening hours lie in the coming week. */
  nextChangeAt: isoDateTime.nullable(),
  /** Percent over the same period a week earlier, one decimal; null when that took nothing. */
  increaseOverLastWeek: z.number().nullable(),
  totalCardPayments: paymentTotalSchema,
  totalCashPayments: paymentTotalSchema,
  totalPayments: paymentTotalSchema,
  cashierBreakdown: z.array(cashierTotalSchema),
});
export type TodayReport = z.infer<typeof todayReportSchema>;
