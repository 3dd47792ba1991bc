import { refundMessages } from '@opentill/contract/orders/refund-messages';
import { isApiError } from '@/api/api-error';

/** The server's own sentence for a refusal: a field's first message, or its detail. */
export const serverMessage = (error: unknown): string | null => {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
  const fields = error.fieldErrors;
  const first = Object.values(fields).find((list) => list.length > 0)?.[0];
  return first ?? error.detail ?? null;
};

/** 000 §8: a failed PIN check shows the server's text as it is; no text, 'Failed to verify refund'. */
export const pinCheckMessage = (error: unknown): string =>
  serverMessage(error) ?? refundMessages.verifyRefundFailed;
