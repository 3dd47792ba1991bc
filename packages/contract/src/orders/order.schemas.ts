import { allergenLevelsOutputSchema } from '../catalogue/allergen.schemas.js';
import { z } from 'zod';
import { approvalInputSchema } from '../settings/discount-settings.schemas.js';
import { priceAdjustmentInputSchema } from './price-adjustment.schemas.js';
import {
  CHECKOUT_METHODS,
  DELIVER_TO_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  PAY_TYPES,
} from './deliver-to.js';
import { cardAttemptSchema } from './card-attempts.js';
import {
  MAX_ORDER_ITEMS,
  MAX_PRICE_OVERRIDE_PENCE,
  NOTES_MAX_LENGTH,
  checkoutMessages as m,
} from './checkout-messages.js';
import { shownPrice, tillSaleInput, tillSaleView } from './offline-sale.schemas.js';

/** UK postcodes, spaced or not, any case ("sw1a1aa", "SW1A 1AA"). */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
/** Digits with an optional leading +, spaces, dashes and brackets; 7 to 15 digits. */
export const PHONE_NUMBER = /^\+?[\d\s()-]{7,20}$/;

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  postcode: z.string(),
  over18: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The customer as checkout sends it: every field optional, blanks allowed. */
export const customerInputSchema = z.object({
  name: z.string().trim().max(100, 'Keep the name under 100 characters.').optional(),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_NUMBER.test(v), m.phoneInvalid)
    .optional(),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, m.emailInvalid)
    .optional(),
  address: z.string().trim().max(500, 'Keep the address under 500 characters.').optional(),
  postcode: z
    .string()
    .trim()
    .refine((v) => v === '' || UK_POSTCODE.test(v), m.postcodeInvalid)
    .optional(),
  over18: z.boolean().optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** One unit: the till sends a line per unit (spec 001 §7 orderItems). */
export const orderItemInputSchema = z.object({
  productId: z.uuid({ error: m.unknownProduct }),
  /** Chosen option choice ids. */
  optionalItemIds: z
    .array(z.uuid({ error: m.unknownChoice }))
    .max(50)
    .default([]),
  /** Pence; honoured only for variable-price and quick-till products, ignored otherwise. */
  priceOverride: z
    .number({ error: m.overrideRange })
    .int(m.overrideRange)
    .min(0, m.overrideRange)
    .max(MAX_PRICE_OVERRIDE_PENCE, m.overrideRange)
    .nullish(),
  shownPrice,
});
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

export {
  priceAdjustmentInputSchema,
  type PriceAdjustmentInput,
} from './price-adjustment.schemas.js';

/**
 * POST orders/orders/ (001 §7). Which fields are required depends on deliverTo
 * (001 §5); the server checks those with the merchant's tables, slots and features.
 */
export const orderCreateInputSchema = z.object({
  customer: customerInputSchema.nullish(),
  notes: z.string().max(NOTES_MAX_LENGTH, m.notesTooLong).default(''),
  /** A table id from GET orders/tables/; required for table_service. */
  table: z.uuid({ error: m.unknownTable }).nullish(),
  deliverTo: z.enum(DELIVER_TO_VALUES, {
    error: `Choose one of: ${DELIVER_TO_VALUES.join(', ')}.`,
  }),
  /** ISO 8601 with offset: the slot's start; required for home_delivery and click_and_collect. */
  orderDatetimeSlot: z.iso.datetime({ offset: true, error: m.dateRequired }).nullish(),
  orderItems: z.array(orderItemInputSchema).min(1, m.noItems).max(MAX_ORDER_ITEMS, m.tooManyItems),
  priceAdjustments: z.array(priceAdjustmentInputSchema).max(20).default([]),
  source: z.enum(['tpos']).default('tpos'),
  paymentType: z.enum(PAY_TYPES, { error: 'Choose cash or pax_device.' }).nullish(),
  /** The signed-in cashier's id; the server checks it belongs to the merchant. */
  cashier: z.uuid({ error: m.unknownCashier }).nullish(),
  /** The terms tick; required only where needsTermsAgreement says (home delivery, click and collect). */
  termsAccepted: z.boolean().default(false),
  /** A manager's PIN, when the merchant's approvals say a discount or price needs one. */
  approval: approvalInputSchema.nullish(),
  /**
   * Issue 16: false when an eat-in customer declines the merchant's optional service
   * charge; a mandatory one is added regardless, and only eat-in bills carry one.
   */
  serviceCharge: z.boolean().nullish(),
  ...tillSaleInput,
});
export type OrderCreateInput = z.input<typeof orderCreateInputSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  notes: z.string(),
  date: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** One paid part of a split bill (issue 16). */
export const paymentPartSchema = z.object({
  id: z.string(),
  payType: z.enum(PAY_TYPES).nullable(),
  amountGross: z.number().int(),
  amountTendered: z.number().int().nullable(),
  change: z.number().int().nullable(),
  tip: z.number().int(),
  amountRefunded: z.number().int(),
  cardNumberMask: z.string().nullable(),
  paidAt: z.string().nullable(),
  refunds: z.array(refundSchema),
});
export type PaymentPart = z.infer<typeof paymentPartSchema>;

export const orderPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUS_VALUES),
  payType: z.enum(PAY_TYPES).nullable(),
  amountGross: z.number().int(),
  /** Cash handed over, and the change given; null for card. */
  amountTendered: z.number().int().nullable(),
  change: z.number().int().nullable(),
  amountRefunded: z.number().int(),
  /** The card terminal transaction: set before the SALE is sent, so a reopened checkout resumes it. */
  uti: z.string().nullable(),
  retrievalReferenceNumber: z.string().nullable(),
  cardNumberMask: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The payment row's last change: paid, refunded, or a card attempt started (000 §3). */
  updatedAt: z.string(),
  refunds: z.array(refundSchema),
  /** Every SALE and REFUND sent to the terminal for this order, oldest first (issue 12). */
  cardAttempts: z.array(cardAttemptSchema),
  /**
   * Issue 16, split bills: what is still to pay (0 once paid), and the parts paid before
   * the last, oldest first. An order paid in one go has no parts, and then `amountGross`
   * and the rest describe its one payment. Always sent; optional for older fixtures.
   */
  amountDue: z.number().int().optional(),
  parts: z.array(paymentPartSchema).optional(),
  /** Tips on the order's payments, outside the sale (issue 16). */
  tip: z.number().int().optional(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'ready']),
  /** Pence, one unit with its options (or the override). */
  cost: z.number().int(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    measure: z.string(),
    category: z.string(),
  }),
  optionalItems: z.array(z.object({ id: z.string(), label: z.string(), price: z.number().int() })),
  vatRate: z.number().nullable(),
  /** The product's allergens with its chosen options', as they were when sold. */
  allergens: allergenLevelsOutputSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One VAT rate of an order (vatByRate): its sales after discounts, net of VAT, and the VAT. */
export const vatLineSchema = z.object({
  rate: z.number(),
  gross: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
});

/** Order (001 §3, 000 §3). */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  /** A VAT-registered merchant's gap-free receipt number, given when the order is paid (issue 16). */
  receiptNumber: z.number().int().nullable(),
  status: z.enum(ORDER_STATUS_VALUES),
  totalCost: z.number().int(),
  itemsTotal: z.number().int(),
  deliveryCharge: z.number().int(),
  createdAt: z.string(),
  orderDatetimeSlot: z.string().nullable(),
  deliverTo: z.enum(DELIVER_TO_VALUES),
  /** The table's name when ordered. */
  table: z.string().nullable(),
  notes: z.string(),
  printString: z.string(),
  customer: customerSchema.nullable(),
  orderItems: z.array(orderItemSchema),
  /**
   * The lines the kitchen prepares, each with its own status. The catalogue has no
   * "not for the kitchen" flag, so today these are all the order's items; a separate
   * field lets a future flag (say, bottled drinks) leave some out without changing clients.
   * Always sent by the server; optional so older fixtures still type-check.
   */
  kitchenItems: z.array(orderItemSchema).optional(),
  orderPayment: orderPaymentSchema.nullable(),
  source: z.string(),
  paymentType: z.enum(PAY_TYPES).nullable(),
  cashier: z.object({ id: z.string(), username: z.string() }).nullable(),
  priceAdjustments: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      amount: z.number().int(),
      /** The line it is taken off (an orderItems id); null for the whole order. */
      orderItemId: z.string().nullable(),
      reasonCode: z.string().nullable(),
    }),
  ),
  vatBreakdown: z.array(vatLineSchema),
  ...tillSaleView,
});
export type Order = z.infer<typeof orderSchema>;

export { payInputSchema, startCardPaymentInputSchema, type PayInput } from './pay.schemas.js';

/** POST orders/orders/{id}/send_receipt/ (000 §7). `receipt` is accepted; the server sends its own printString. */
export const sendReceiptInputSchema = z
  .object({
    method: z.enum(['email', 'phone'], { error: 'Choose email or phone.' }),
    info: z.string().trim().min(1, 'Enter where to send the receipt.').max(254),
    receipt: z.string().max(20_000).optional(),
  })
  .superRefine((value, ctx) => {
    const ok =
      value.method === 'email'
        ? z.email().safeParse(value.info).success
        : PHONE_NUMBER.test(value.info);
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['info'],
        message: value.method === 'email' ? m.emailInvalid : m.phoneInvalid,
      });
  });
export type SendReceiptInput = z.input<typeof sendReceiptInputSchema>;

/** PUT orders/customers/{id}/ */
export const customerUpdateInputSchema = customerInputSchema;

export { CHECKOUT_METHODS };
