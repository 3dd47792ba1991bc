import { z } from 'zod';
import { splitBillMessages as sb } from './split-bill.js';
import { pagingQuerySchema } from '../http/paging.js';
import { DELIVER_TO_VALUES, ORDER_STATUS_VALUES } from './deliver-to.js';
import { orderSchema } from './order.schemas.js';

/** One value or several: `?status=ready&status=requested` and `?status=ready,requested` both work. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).filter(Boolean),
    // Checked as a whole, so the error is on the field (`status`), not on `status.0`.
    z
      .array(z.string())
      .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), {
        error: `Choose ${label} from: ${values.join(', ')}.`,
      })
      .pipe(z.array(z.enum(values)))
      .optional(),
  );

const flag = z.preprocess(
  (v) => (v === undefined ? undefined : v === true || v === 'true' || v === '1'),
  z.boolean().optional(),
);

/** A real day: year-month-day that round-trips through the calendar (no 30 February). */
const isCalendarDate = (value: string): boolean => {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * GET orders/orders/ (000 §7): all, ordering '-created_at', limit, page, live, search and
 * the filters (status[], deliver_to[], date). The client turns the date's slashes into dashes.
 */
export const orderListQuerySchema = pagingQuerySchema.extend({
  all: flag,
  live: flag,
  /**
   * `due`: Delivery and Collection's order (001-7): what is due from today on, soonest
   * first (a booked slot, else the time it was ordered), then earlier days, latest first.
   */
  ordering: z
    .enum(['-created_at', 'created_at', 'due'], {
      error: 'Order by -created_at, created_at or due.',
    })
    .default('-created_at'),
  /** Order number, customer name, phone or postcode. */
  search: z.string().trim().max(100).optional(),
  status: listOf(ORDER_STATUS_VALUES, 'statuses'),
  deliverTo: listOf(DELIVER_TO_VALUES, 'methods'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: 'Enter the date as year-month-day, such as 2026-11-25.',
      abort: true,
    })
    // The shape alone lets 2026-02-30 through, which the database would refuse with a 500.
    .refine(isCalendarDate, 'That day does not exist.')
    .optional(),
  /** The local day an order is due: its booked slot's day, else the day it was ordered. */
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: 'Enter the date as year-month-day, such as 2026-11-25.',
      abort: true,
    })
    .refine(isCalendarDate, 'That day does not exist.')
    .optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderPageSchema = z.object({
  count: z.number().int(),
  /**
   * False when `count` stopped at the server's cap: the list holds at least that many
   * (the pager shows "1,000+" and no last page). True when `count` is the whole list.
   */
  countExact: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(orderSchema),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** GET orders/orders/kitchen/?page&limit=12 (DESIGN.md §11): oldest first. */
export const kitchenQuerySchema = pagingQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

/** PATCH orders/order-items/{id}/ */
export const orderItemStatusInputSchema = z.object({
  status: z.enum(['requested', 'ready'], { error: 'Choose requested or ready.' }),
});

/** GET orders/orders/{id}/prepare_refund/?pin= (000 §7). */
export const prepareRefundQuerySchema = z.object({
  pin: z.string({ error: 'Enter the refund PIN.' }).min(1, 'Enter the refund PIN.').max(16),
  /** Issue 16: which payment of an order paid in parts; else the order's last. */
  payment_id: z.uuid({ error: sb.refundUnknownPayment }).optional(),
});
/**
 * Issue 16: where the merchant's refunds need a manager, the manager and their own PIN,
 * in headers so a person's PIN never lands in an address that logs keep.
 */
export const prepareRefundApprovalHeadersSchema = z.object({
  'x-manager-id': z.uuid({ error: 'Choose the manager who approves.' }).optional(),
  'x-manager-pin': z.string().max(32).optional(),
});
export const prepareRefundResponseSchema = z.object({
  retrievalReferenceNumber: z.string().nullable(),
  amountGross: z.number().int(),
  amountRefunded: z.number().int(),
  paymentType: z.enum(['cash', 'pax_device']).nullable(),
  /** Issue 16: the payment these figures are of, and every paid payment of the order. */
  paymentId: z.string().optional(),
  payments: z
    .array(
      z.object({
        id: z.string(),
        payType: z.enum(['cash', 'pax_device']).nullable(),
        amountGross: z.number().int(),
        amountRefunded: z.number().int(),
        cardNumberMask: z.string().nullable(),
        retrievalReferenceNumber: z.string().nullable(),
      }),
    )
    .optional(),
});
export type PrepareRefundResponse = z.infer<typeof prepareRefundResponseSchema>;

/** POST orders/orders/{id}/handle_completed_partial_refund/ (000 §7). */
export const completedRefundInputSchema = z.object({
  amountRefunded: z
    .number({ error: 'Amount to refund must be a positive number' })
    .int('Amount to refund must be a positive number')
    .min(1, 'Amount to refund must be a positive number'),
  notes: z.string().trim().max(255, 'Keep the notes under 255 characters.').default(''),
  /** The terminal's reference for a card refund. */
  retrievalReferenceNumber: z.string().trim().max(64).optional(),
  /** The card REFUND's uti, as given to start_card_refund (issue 12); none for cash. */
  uti: z.string().trim().min(1).max(64).optional(),
  /** The till handing the cash back (POST devices/tills/): it comes out of its drawer (issue 16). */
  deviceId: z.uuid({ error: "Choose one of this merchant's tills." }).nullish(),
  /** Issue 16: the payment it returns, for an order paid in parts; else the order's one payment. */
  paymentId: z.uuid({ error: sb.refundUnknownPayment }).nullish(),
});
export type CompletedRefundInput = z.input<typeof completedRefundInputSchema>;
