import { formatPence, type Pence } from '../money.js';

/** Refund texts, word for word from 000 §5, §8 and 001 §5, §8. Zod-free. */
export const refundMessages = {
  amountPositive: 'Amount to refund must be a positive number',
  tooMuch: (remaining: Pence) => `Can not refund more than ${formatPence(remaining)}`,
  androidOnly: 'This is only supported while using a Pax device',
  sendFailed: 'Failed to send refund request to device',
  refundFailed: 'Refund failed.',
  verifyRefundFailed: 'Failed to verify refund',
  verifyPaymentFailed: 'Failed to verify payment',
  updateFailed: 'Refund completed but failed to update, please retry',
  processed: 'Refund processed',
  /** Not in the spec: the server's words. */
  wrongPin: 'Wrong PIN. Please try again.',
  notPaid: 'This order has not been paid, so there is nothing to refund.',
} as const;
