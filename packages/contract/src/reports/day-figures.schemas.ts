import { z } from 'zod';
import { closeDayMessages } from './close-day-messages.js';

// X and Z reports (issue 16): the figures of a till or the whole merchant since the
// last Z (X), and the same figures frozen when a Z closes the business day. Wire names
// are the snake_case form of these keys; money is integer pence.

const pence = z.number().int();
const count = z.number().int().min(0);

const countedSchema = z.object({ count, total: pence });
export type Counted = z.infer<typeof countedSchema>;

/** One VAT rate's share of the sales: gross = net + vat. */
export const vatRateFigureSchema = z.object({
  rate: z.number(),
  net: pence,
  vat: pence,
  gross: pence,
});

/** Sales by the category the line was sold under (units and their value before order discounts). */
export const categoryFigureSchema = z.object({ name: z.string(), units: count, total: pence });

export const TENDERS = ['cash', 'card', 'other'] as const;
export type Tender = (typeof TENDERS)[number];

export const tenderFigureSchema = z.object({
  tender: z.enum(TENDERS),
  count,
  total: pence,
});

/** One till's drawer in the period: frozen at its cash-up, or as it stands while open. */
export const drawerFigureSchema = z.object({
  sessionId: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  float: pence,
  expected: pence,
  counted: pence.nullable(),
  variance: pence.nullable(),
  varianceReason: z.string().nullable(),
  approvedBy: z.string().nullable(),
});
export type DrawerFigure = z.infer<typeof drawerFigureSchema>;

export const dayFiguresSchema = z.object({
  /** The period's start and end, ISO with the merchant's offset. */
  from: z.string(),
  to: z.string(),
  /** The till the figures are of; null for the whole merchant. */
  deviceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  /** Payments taken: a split bill's parts count one each (issue 16). */
  transactionCount: count,
  /** Takings before refunds: what the paid orders cost, by every tender. */
  gross: pence,
  /** gross less its VAT. */
  net: pence,
  vat: pence,
  vatRates: z.array(vatRateFigureSchema),
  /** Sales carrying no VAT: delivery charges and lines with no rate (gross = rates + this). */
  noVat: pence,
  /** Delivery charges on the paid orders, apart from the categories' sales. */
  deliveryCharges: countedSchema,
  categories: z.array(categoryFigureSchema),
  tenders: z.array(tenderFigureSchema),
  refunds: countedSchema,
  /** Orders cancelled before they were paid, with what they would have cost. */
  voids: countedSchema,
  /** Discounts given on paid orders (negative adjustments, as a positive total), comps apart. */
  discounts: countedSchema,
  /** 100% discounts. */
  comps: countedSchema,
  payIns: countedSchema,
  payOuts: countedSchema,
  noSales: count,
  /**
   * Tips on the payments (issue 16), outside gross and VAT; cash tips are change kept, so
   * they are in expected cash too. Absent from a Z closed before tips were kept.
   */
  tips: countedSchema.optional(),
  /** Service charges on the paid orders (issue 16), in gross; absent from older Zs. */
  serviceCharges: countedSchema.optional(),
  cashTips: pence.optional(),
  /** What the drawers should hold: null when the merchant keeps no cash drawer. */
  expectedCash: pence.nullable(),
  /** gross less refunds. */
  netTakings: pence,
  drawers: z.array(drawerFigureSchema),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/** GET report/x/?device_id= */
export const xReportQuerySchema = z.object({
  deviceId: z.uuid({ error: 'Choose a till, or leave it out for the whole business.' }).optional(),
});

/** GET report/x/ → the figures since the last Z, and the same as 42-column text to print. */
export const xReportSchema = z.object({ figures: dayFiguresSchema, text: z.string() });
export type XReport = z.infer<typeof xReportSchema>;

export const zReportSchema = z.object({
  id: z.string(),
  zNumber: z.number().int(),
  /** The merchant's local date the Z closes ('yyyy-MM-dd'). */
  businessDate: z.string(),
  /** This Z's takings less its refunds. */
  netTakings: pence,
  /** Takings less refunds of every Z so far, this one included: it never resets. */
  grandTotal: pence,
  createdAt: z.string(),
  createdBy: z.string(),
  /** The manager who approved it for a cashier who is not one; null otherwise. */
  approvedBy: z.string().nullable(),
  /** The journal entry recording this Z, its hash the anchor of the chain so far. */
  journalSeq: z.number().int().nullable(),
  journalHash: z.string().nullable(),
  figures: dayFiguresSchema,
  /** The Z as 42-column text, as it prints. */
  text: z.string(),
});
export type ZReport = z.infer<typeof zReportSchema>;

export const zReportSummarySchema = zReportSchema.omit({ figures: true, text: true });
export type ZReportSummary = z.infer<typeof zReportSummarySchema>;

export const zReportListSchema = z.object({
  count: z.number().int(),
  results: z.array(zReportSummarySchema),
});
export type ZReportList = z.infer<typeof zReportListSchema>;

/** 'yyyy-MM-dd' naming a day that exists (no 30 February), from the year 2000 on. */
const isCalendarDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/**
 * POST report/z/: close the business day. A cashier who is not a manager names a
 * manager, who enters their PIN (as for a drawer variance).
 */
export const closeDayInputSchema = z.object({
  /** The local date to close; today when left out. A past date closes at its midnight. */
  businessDate: z
    .string()
    .refine(isCalendarDate, 'Give the business date as yyyy-MM-dd, a real day.')
    .optional(),
  managerId: z.uuid({ error: closeDayMessages.managerRequired }).optional(),
  pin: z.string().max(32).optional(),
});
export type CloseDayInput = z.infer<typeof closeDayInputSchema>;

/** POST report/z/{id}/email/ and report/x/email/ */
export const emailDayReportResponseSchema = z.object({ email: z.string() });
