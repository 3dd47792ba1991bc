import { messages } from '@opentill/contract/messages';
import { isApiError, isForbiddenError } from '@/api/api-error';

/**
 * The error toast's words for a failed call, or null when the app already answers it:
 * a 403 logs the user out with its own message (spec 001 §6). `leftover` is what the
 * form could not put on a field (a detail, non-field errors).
 */
export const describeFailure = (error: unknown, leftover: string | null = null): string | null => {
  if (isForbiddenError(error)) return null;
  if (leftover !== null) return leftover;
  if (isApiError(error) && error.status === 0) return messages.serverUnreachable;
  return messages.somethingWentWrong;
};
