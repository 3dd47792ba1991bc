import { ApiError, getFirstFieldErrors, isApiError } from '@/api/api-error';

/** The server's first message about the photo part (not an image, too large), if any. */
export const getPhotoError = (error: unknown): string | null =>
  getFirstFieldErrors(error).photo ?? null;

/** The same error without its photo message, so the rest can go to the form's fields. */
export const withoutPhotoError = (error: unknown): unknown => {
  if (!isApiError(error) || error.body === null || !('photo' in error.body)) return error;
  const { photo: _photo, ...rest } = error.body;
  return new ApiError(error.status, rest, error.message);
};
