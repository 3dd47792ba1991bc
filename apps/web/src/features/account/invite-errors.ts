import { isApiError } from '@/api/api-error';

/** An unknown, expired, revoked or used invitation: the server answers 404 or 410. */
export const isInviteGone = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 410);
