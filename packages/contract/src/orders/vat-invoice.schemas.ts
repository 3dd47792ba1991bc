import { z } from 'zod';

/** The words of the VAT invoice (issue 16), on the server's refusals and the till's dialog. */
export const vatInvoiceMessages = {
  nameRequired: "Enter the customer's name.",
  nameTooLong: 'Keep the name under 100 characters.',
  addressRequired: "Enter the customer's address.",
  addressTooLong: 'Keep the address under 500 characters.',
  notRegistered: 'Only a VAT-registered business can issue a VAT invoice.',
  notPaid: 'A VAT invoice is for a paid order: take the payment first.',
  noReceiptNumber:
    'This order was paid before receipts were numbered, so it has no number for a VAT invoice.',
  issuedToOther: (name: string) =>
    `This order's VAT invoice was made out to ${name}: print that one again, or ask the owner.`,
} as const;
const m = vatInvoiceMessages;

/**
 * The amount from which a customer is owed a full VAT invoice rather than a receipt
 * (HMRC: £250 including VAT). Below it the receipt is a simplified invoice, and a full
 * one is still made out when a business customer asks.
 */
export const FULL_VAT_INVOICE_FROM_PENCE = 250_00;

/** POST orders/orders/{id}/vat_invoice/ */
export const vatInvoiceInputSchema = z.object({
  customerName: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired, abort: true })
    .max(100, m.nameTooLong),
  customerAddress: z
    .string({ error: m.addressRequired })
    .trim()
    .min(1, { error: m.addressRequired, abort: true })
    .max(500, m.addressTooLong),
});
export type VatInvoiceInput = z.infer<typeof vatInvoiceInputSchema>;

export const vatInvoiceSchema = z.object({
  customerName: z.string(),
  customerAddress: z.string(),
  issuedAt: z.string(),
  /** True when the invoice had been made out before: the text says COPY. */
  isCopy: z.boolean(),
  /** The invoice as it prints, 42 columns like the receipt. */
  text: z.string(),
});
export type VatInvoice = z.infer<typeof vatInvoiceSchema>;
