import { WRONG_PIN_MESSAGE } from '@opentill/contract/cashiers/cashier-messages';
import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';

/** The server's words: a wrong PIN (400 on pin), a lock-out (429 detail), or why it failed. */
export const cashierPinError = (error: unknown): string => {
  if (!isApiError(error)) return messages.somethingWentWrong;
  if (error.status === 0) return messages.serverUnreachable;
  return (
    error.fieldErrors.pin?.[0] ??
    error.fieldErrors.nonFieldErrors?.[0] ??
    error.detail ??
    (error.status === 400 ? WRONG_PIN_MESSAGE : messages.somethingWentWrong)
  );
};
