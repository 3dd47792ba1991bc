import { z } from 'zod';
import { checkoutMessages as m } from './checkout-messages.js';
import { paidAt } from './offline-sale.schemas.js';
import { MAX_TIP_PENCE, splitBillMessages as sb } from './split-bill.js';

// Paying an order (001 §7), with issue 16's parts and tips.

const partAmount = z
  .number({ error: sb.partTooSmall })
  .int(sb.partTooSmall)
  .min(1, sb.partTooSmall)
  .max(100_000_00)
  .nullish();
const tip = z
  .number({ error: sb.tipRange })
  .int(sb.tipRange)
  .min(0, sb.tipRange)
  .max(MAX_TIP_PENCE, sb.tipRange)
  .default(0);

/**
 * Issue 16: `part_amount` pays part of the bill (the rest stays to pay; the default, and
 * a part equal to what is due, pays it all). `tip` rides on this payment, outside the sale:
 * on cash it is change kept, on card it is in the SALE (started with the same tip), and a
 * card SALE's own part and tip, as started, win over the ones sent here.
 */
const splitAndTip = { partAmount, tip };

/** POST orders/orders/{id}/pay/ (001 §7). */
/** A till registered with POST devices/tills/; the server checks it is the merchant's. */
const payingTill = z.uuid({ error: "Choose one of this merchant's tills." }).nullish();

export const payInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('cash'),
      /** Pence tendered; at least the total (or the part) and the tip. */
      amount: z.number({ error: 'Enter the amount tendered.' }).int().min(0).max(100_000_00),
      ...splitAndTip,
      /** The till taking the cash (POST devices/tills/): its drawer holds it (issue 16). */
      deviceId: payingTill,
      paidAt,
    }),
    z.object({
      type: z.literal('pax_device'),
      uti: z.string().trim().min(1, 'The terminal transaction id is required.').max(64),
      retrievalReferenceNumber: z.string().trim().max(64).default(''),
      cardNumberMask: z
        .string()
        .trim()
        .max(32)
        // Only a mask is ever stored: at most the last four digits in the clear.
        .refine((v) => (v.match(/\d/g) ?? []).length <= 4, m.cardMaskOnly)
        .default(''),
      paidAt,
      ...splitAndTip,
      /** The till taking the card: its X report counts the payment (issue 16). */
      deviceId: payingTill,
    }),
  ],
  { error: 'Choose cash or pax_device.' },
);
export type PayInput = z.input<typeof payInputSchema>;

/** POST orders/orders/{id}/start_card_payment/: the uti is recorded before the SALE is sent. */
export const startCardPaymentInputSchema = z.object({
  uti: z.string().trim().min(1, 'The terminal transaction id is required.').max(64),
  /** Issue 16: the SALE is for this part and tip; it charges their sum. */
  ...splitAndTip,
});
