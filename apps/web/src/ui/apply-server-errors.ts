import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFirstFieldErrors, isApiError } from '@/api/api-error';

/**
 * Puts the first server message of each field on that field (DESIGN.md §5) and
 * returns what belongs to no field (non-field errors, a detail) for the form to show.
 */
export const applyServerErrors = <TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
): string | null => {
  const leftovers: string[] = [];
  for (const [field, message] of Object.entries(getFirstFieldErrors(error))) {
    const formField = fields.find((name) => name === field);
    if (formField === undefined) leftovers.push(message);
    else setError(formField, { type: 'server', message });
  }
  if (isApiError(error) && error.detail !== undefined) leftovers.push(error.detail);
  return leftovers.length > 0 ? leftovers.join(' ') : null;
};
