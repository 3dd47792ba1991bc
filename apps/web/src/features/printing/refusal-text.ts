import { messages } from '@opentill/contract/messages';
import { isApiError } from '@/api/api-error';

/** What a refused change says to staff: the server's own sentence (a 409's detail), or a general one. */
export const refusalText = (error: unknown): string =>
  (isApiError(error) ? error.detail : undefined) ?? messages.somethingWentWrong;
