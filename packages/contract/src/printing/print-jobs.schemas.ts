import { z } from 'zod';
import { PRINTER_CODE_PAGES } from './print-document.js';

/**
 * A print job (issue 17), written in the transaction of the change that causes it and
 * sent by the dispatcher: queued → sending → confirmed (the printer said it is fine after
 * the job) | unconfirmed (sent, but the printer could not say it printed) | failed (never
 * reached a printer after the last retry). Only confirmed is printed for sure.
 */
export const PRINT_JOB_KINDS = [
  'kitchen',
  'void',
  'receipt',
  'reprint',
  'report',
  'test',
  'drawer',
] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];

export const PRINT_JOB_STATUSES = [
  'queued',
  'sending',
  'confirmed',
  'unconfirmed',
  'failed',
] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const PRINT_JOB_KIND_LABELS: Record<PrintJobKind, string> = {
  kitchen: 'Order ticket',
  void: 'Void ticket',
  receipt: 'Receipt',
  reprint: 'Reprint',
  report: 'Report',
  test: 'Test page',
  drawer: 'Drawer',
};

export const printJobSchema = z.object({
  id: z.string(),
  kind: z.enum(PRINT_JOB_KINDS),
  status: z.enum(PRINT_JOB_STATUSES),
  orderId: z.string().nullable(),
  /** As staff say it: "T2-0142", "#142"; null for a test page or report. */
  orderNumber: z.string().nullable(),
  round: z.number().int(),
  stationName: z.string().nullable(),
  printerId: z.string(),
  printerName: z.string(),
  attempts: z.number().int(),
  /** Why the last try did not print, in words staff understand. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

/**
 * GET printing/jobs/?problems=true: what staff must see: jobs waiting longer than
 * PRINT_WAIT_SHOWN_MS, failed, or unconfirmed in the last day and not yet reprinted.
 */
export const printJobsQuerySchema = z.object({
  problems: z.stringbool({ error: 'problems is true or false.' }).optional(),
});
export const printJobListSchema = z.object({ results: z.array(printJobSchema) });
export type PrintJobList = z.infer<typeof printJobListSchema>;

/** A job still queued this long is shown to staff as waiting (the alert follows at 60 s). */
export const PRINT_WAIT_SHOWN_MS = 20_000;

/** POST printing/jobs/{id}/reprint/: print it again, marked REPRINT, on this printer. */
export const reprintInputSchema = z.object({
  printerId: z.uuid({ error: 'Choose a printer.' }),
});
export type ReprintInput = z.infer<typeof reprintInputSchema>;

/** POST printing/receipts/: the receipt of an order, on the receipt printer of this till. */
export const printReceiptInputSchema = z.object({
  orderId: z.uuid({ error: 'This order is not one of yours.' }),
  deviceId: z.uuid({ error: 'This till is not one of yours.' }).nullable().default(null),
});
export type PrintReceiptInput = z.input<typeof printReceiptInputSchema>;

/** GET printing/device-jobs/?device_id=: the jobs of the printers this device serves. */
export const deviceJobsQuerySchema = z.object({
  deviceId: z.uuid({ error: 'This till is not one of yours.' }),
});

export const deviceJobSchema = z.object({
  id: z.string(),
  kind: z.enum(PRINT_JOB_KINDS),
  printer: z.object({
    id: z.string(),
    name: z.string(),
    /** host:port of a printer on the device's network; '' for the device's own printer. */
    address: z.string(),
    columns: z.number().int(),
    codePage: z.enum(PRINTER_CODE_PAGES),
  }),
  /** The ESC/POS bytes at the printer's width and code page, base64. */
  escpos: z.string(),
  /** The same document as lines of text, for a printer that takes text (the terminal's own). */
  text: z.array(z.string()),
  openDrawer: z.boolean(),
});
export type DeviceJob = z.infer<typeof deviceJobSchema>;
export const deviceJobListSchema = z.object({ results: z.array(deviceJobSchema) });
export type DeviceJobList = z.infer<typeof deviceJobListSchema>;

/** POST printing/device-jobs/{id}/ack/: what the device's printer did with it. */
export const DEVICE_JOB_OUTCOMES = ['confirmed', 'unconfirmed', 'failed'] as const;
export const deviceJobAckSchema = z.object({
  deviceId: z.uuid({ error: 'This till is not one of yours.' }),
  outcome: z.enum(DEVICE_JOB_OUTCOMES, { error: 'Say whether the job printed.' }),
  error: z.string().trim().max(200, 'Keep the reason to 200 characters.').default(''),
});
export type DeviceJobAck = z.input<typeof deviceJobAckSchema>;

/**
 * POST printing/jobs/{id}/resolve/: staff found the job printed after all (an unconfirmed
 * one), or no longer want it: it leaves the list of what did not print.
 */
export const PRINT_JOB_RESOLVED = 'Marked as dealt with.';
