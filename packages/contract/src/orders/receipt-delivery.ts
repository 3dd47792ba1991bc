import { z } from 'zod';

// What send_receipt answers, and how a screen follows a receipt that is still on
// its way (DESIGN.md §11: the spec shows no response shape).

/** Where a sent receipt is: with the provider, still on its way (retried), or refused. */
export const RECEIPT_DELIVERY_STATUSES = ['sent', 'queued', 'failed'] as const;
export type ReceiptDeliveryStatus = (typeof RECEIPT_DELIVERY_STATUSES)[number];

export const RECEIPT_DELIVERY_MESSAGES = {
  /** Spec 000 §8, 001 §8. */
  sent: 'Receipt Sent',
  queued: 'Receipt queued',
  queuedHint: 'The provider has not answered yet. It will be sent as soon as it does.',
  refusedEmail:
    'The receipt could not be sent: the mail server refused the address. Check it and try again.',
  refusedPhone:
    'The receipt could not be sent: the text message provider refused the number. Check it and try again.',
  failedLater:
    'The receipt could not be sent: the provider could not be reached. Try again, or print it.',
} as const;

/**
 * POST orders/orders/{id}/send_receipt/ → 200 {status: 'sent'} or 202 {status:
 * 'queued'}; GET orders/orders/{id}/send_receipt/{deliveryId}/ → the same, later.
 */
export const receiptDeliverySchema = z.object({
  id: z.string(),
  status: z.enum(RECEIPT_DELIVERY_STATUSES),
  detail: z.string(),
});
export type ReceiptDelivery = z.infer<typeof receiptDeliverySchema>;

/** How often, and for how long, a screen asks about a queued receipt. */
export const RECEIPT_STATUS_POLL_MS = 3_000;
export const RECEIPT_STATUS_POLL_FOR_MS = 10 * 60_000;
