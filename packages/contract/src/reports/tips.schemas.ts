import { z } from 'zod';

// The tips ledger (issue 16; Employment (Allocation of Tips) Act 2023): the tips taken by
// day and by payment, the merchant's allocations of a period's tips (equally, or by the
// hours each worker gave), and each worker's statement. Money is integer pence. Each tip
// is shared once: an allocation shares the tips of its days that none before it shared,
// so a tip taken after a day was shared (a late card tip, an offline sale replayed the
// next morning) is shared by the next one.

export const TIP_ALLOCATION_METHODS = ['equal', 'hours'] as const;
export type TipAllocationMethod = (typeof TIP_ALLOCATION_METHODS)[number];

/** Records are kept this long, as the Act asks. */
export const TIP_RECORDS_KEPT_YEARS = 3;

export const tipsMessages = {
  title: 'Tips',
  dateInvalid: 'Enter a date as yyyy-mm-dd.',
  periodBackwards: 'The first day must come before the last.',
  periodFuture: 'Tips can be shared once the day has started, not before.',
  periodTooLong: 'Share at most 31 days’ tips at once.',
  workersRequired: 'Choose at least one worker to share the tips.',
  workerRepeated: 'Choose each worker once.',
  unknownWorker: 'Choose one of this merchant’s cashiers.',
  hoursRequired: 'Enter the hours each worker gave, more than 0 in all.',
  hoursRange: 'Enter hours from 0 to 744.',
  nothingToShare: 'There are no tips to share in these days.',
  allShared: 'Every tip in these days has been shared already: there is nothing left to share.',
  notFound: 'This allocation does not exist.',
  equal: 'Equally',
  byHours: 'By hours worked',
  share: 'Share tips',
  statement: 'Tips statement',
  kept: `Tip records are kept for ${TIP_RECORDS_KEPT_YEARS} years.`,
} as const;

const dateKey = z
  .string({ error: tipsMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, tipsMessages.dateInvalid);

/** GET reports/tips/?from=&to= (merchant-local days, inclusive). */
export const tipsQuerySchema = z.object({ from: dateKey, to: dateKey });

export const tipDaySchema = z.object({
  date: z.string(),
  count: z.number().int(),
  total: z.number().int(),
  cash: z.number().int(),
  card: z.number().int(),
  /** Of the total, the tips an allocation shared, and the tips still to share. */
  shared: z.number().int(),
  unshared: z.number().int(),
});

export const tipPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  paidAt: z.string(),
  payType: z.string().nullable(),
  tip: z.number().int(),
  cashier: z.string().nullable(),
  /** The allocation that shared this tip; null while it is still to share. */
  allocationId: z.string().nullable(),
});

export const tipShareSchema = z.object({
  cashierId: z.string(),
  name: z.string(),
  /** Hours given, for an allocation by hours; null for an equal one. */
  hours: z.number().nullable(),
  share: z.number().int(),
});

export const tipAllocationSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  method: z.enum(TIP_ALLOCATION_METHODS),
  total: z.number().int(),
  createdAt: z.string(),
  shares: z.array(tipShareSchema),
});
export type TipAllocation = z.infer<typeof tipAllocationSchema>;

export const tipsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  cash: z.number().int(),
  card: z.number().int(),
  shared: z.number().int(),
  /** What Share tips would share now: the tips of these days no allocation shared yet. */
  unshared: z.number().int(),
  days: z.array(tipDaySchema),
  /** The payments that carried a tip, newest first (at most 500). */
  payments: z.array(tipPaymentSchema),
  /** Allocations that share any of these days, newest first. */
  allocations: z.array(tipAllocationSchema),
});
export type TipsReport = z.infer<typeof tipsReportSchema>;

/** POST reports/tips/allocations/ */
export const tipAllocationInputSchema = z.object({
  from: dateKey,
  to: dateKey,
  method: z.enum(TIP_ALLOCATION_METHODS, { error: 'Choose equally or by hours worked.' }),
  workers: z
    .array(
      z.object({
        cashierId: z.uuid({ error: tipsMessages.unknownWorker }),
        /** Hours given in the period, to the minute; needed for an allocation by hours. */
        hours: z
          .number({ error: tipsMessages.hoursRange })
          .min(0, tipsMessages.hoursRange)
          .max(744, tipsMessages.hoursRange)
          .nullish(),
      }),
    )
    .min(1, tipsMessages.workersRequired)
    .max(200),
});
export type TipAllocationInput = z.input<typeof tipAllocationInputSchema>;

/** GET reports/tips/statements/{cashierId}/: one worker's allocations, newest first. */
export const tipStatementSchema = z.object({
  cashierId: z.string(),
  name: z.string(),
  total: z.number().int(),
  lines: z.array(
    z.object({
      allocationId: z.string(),
      from: z.string(),
      to: z.string(),
      method: z.enum(TIP_ALLOCATION_METHODS),
      hours: z.number().nullable(),
      share: z.number().int(),
      pot: z.number().int(),
    }),
  ),
});
export type TipStatement = z.infer<typeof tipStatementSchema>;
