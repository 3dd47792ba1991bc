import { z } from 'zod';

/**
 * Card attempts (issue 12, DESIGN.md §12 "Every wait has a way out"): every SALE or
 * REFUND sent to the card terminal is kept on its order with its uti, so a wait that
 * is cancelled keeps its reference, and a late answer is recorded, never repeated.
 */

/**
 * How long a screen waits for the terminal's final answer before it offers Keep
 * waiting, Check again and Cancel. Journeys shorten it with Playwright's page.clock.
 */
export const CARD_ANSWER_TIMEOUT_MS = 60_000;

export const CARD_ATTEMPT_KINDS = ['sale', 'refund'] as const;
export type CardAttemptKind = (typeof CARD_ATTEMPT_KINDS)[number];

/**
 * pending: sent (or about to be), no final answer yet. cancelled: the cashier stopped
 * waiting; the terminal may still answer. declined and approved are the terminal's answers.
 */
export const CARD_ATTEMPT_STATUSES = ['pending', 'cancelled', 'declined', 'approved'] as const;
export type CardAttemptStatus = (typeof CARD_ATTEMPT_STATUSES)[number];

export const cardAttemptSchema = z.object({
  uti: z.string(),
  kind: z.enum(CARD_ATTEMPT_KINDS),
  amount: z.number().int(),
  status: z.enum(CARD_ATTEMPT_STATUSES),
  /** Approved and counted: the order's payment, or one of its refunds. */
  isRecorded: z.boolean(),
  /**
   * Pence the terminal approved that no payment counts, to be refunded: all of an approval
   * that came after the order was paid another way, or what a late one charged beyond what
   * was still due once other parts had been paid meanwhile (issue 16). 0 otherwise.
   */
  unrecorded: z.number().int().min(0).default(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CardAttempt = z.infer<typeof cardAttemptSchema>;

const utiSchema = z.string().trim().min(1, 'The terminal transaction id is required.').max(64);

/** POST orders/orders/{id}/card_attempts/{uti}/: what became of an attempt. */
export const cardAttemptOutcomeInputSchema = z.object({
  outcome: z.enum(['cancelled', 'declined', 'approved'], {
    error: 'Choose cancelled, declined or approved.',
  }),
  retrievalReferenceNumber: z.string().trim().max(64).default(''),
  cardNumberMask: z
    .string()
    .trim()
    .max(32)
    .refine(
      (v) => (v.match(/\d/g) ?? []).length <= 4,
      'Send only the masked card number, such as ************1234.',
    )
    .default(''),
  /** The till reporting an approval: its X report counts the payment (issue 16). */
  deviceId: z.uuid({ error: "Choose one of this merchant's tills." }).nullish(),
});
export type CardAttemptOutcomeInput = z.input<typeof cardAttemptOutcomeInputSchema>;

export const cardAttemptParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid id.' }),
  uti: utiSchema,
});

/** POST orders/orders/{id}/start_card_refund/: the REFUND's uti is kept before it is sent. */
export const startCardRefundInputSchema = z.object({
  uti: utiSchema,
  amount: z
    .number({ error: 'Amount to refund must be a positive number' })
    .int('Amount to refund must be a positive number')
    .min(1, 'Amount to refund must be a positive number'),
  /** Issue 16: the payment it returns, for an order paid in parts. */
  paymentId: z.uuid({ error: 'Choose one of this order’s payments.' }).nullish(),
});
export type StartCardRefundInput = z.input<typeof startCardRefundInputSchema>;

/** Texts of the card waits (issue 12); not in the spec unless marked. */
export const cardAttemptMessages = {
  notAnswering: "The terminal isn't answering.",
  keepWaiting: 'Keep waiting',
  checkAgain: 'Check again',
  cancelPayment: 'Cancel and take another payment',
  cancelRefund: 'Cancel this refund',
  cancelRefundIsSafe:
    'Cancelling keeps this refund’s reference: if the terminal approves it later, it is recorded once and never sent again.',
  /** Said under the three choices: why cancelling here never charges twice. */
  cancelIsSafe:
    'Cancelling keeps this payment’s reference: if the terminal approves it later, the order is marked paid and is never charged again.',
  declinedWithReason: (reason: string) => `${reason}: ask for another card or take cash`,
  saleApprovedEarlier:
    'The card terminal approved an earlier payment for this order, so it is paid. Do not charge it again.',
  saleStillWaiting:
    'A card payment for this order is still waiting on the terminal. Check it again or cancel it first.',
  refundStillWaiting:
    'A card refund for this order is still waiting on the terminal. Check it again or cancel it first.',
  unknownAttempt: 'This order has no card attempt with that transaction id.',
  attemptAnswered: 'The terminal has already given its answer for this transaction.',
  lateApprovalPaid:
    'The terminal approved the card payment after all. The order is paid: do not take another payment.',
  /** Issue 16: a late approval of a SALE for part of a split bill pays that part only. */
  lateApprovalPartPaid:
    'The terminal approved the card payment after all: that part of the bill is paid. Take the rest.',
  lateApproval:
    'The terminal approved this card payment after the order had been paid another way: refund it.',
  /** Issue 16: a late approval of a SALE larger than what was still due by then. */
  lateApprovalExcess: (excess: string) =>
    `The terminal approved this card payment after part of the bill had been paid another way: ${excess} of it was more than was due. Refund ${excess} on the terminal.`,
  lateRefund: 'The terminal approved this card refund, but it could not be counted: check it.',
} as const;
