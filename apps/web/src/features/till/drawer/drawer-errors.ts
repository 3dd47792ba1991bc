import { getFirstFieldErrors, isApiError } from '@/api/api-error';
import { isUnreachableStatus } from '@/api/server-reachability';

export type DrawerErrors<TField extends string> = {
  /** The first message of each of the form's own fields. */
  fields: Partial<Record<TField, string>>;
  /** What belongs to no field (a 409's detail, a lockout), for the form's alert. */
  other: string | null;
};

export const SERVER_UNREACHABLE = 'The server cannot be reached: try again once it is back.';

/**
 * The server's answer split the way a drawer form shows it (DESIGN.md §5): each field's
 * first message under that field, the rest in one alert, and a sentence for any failure
 * that said nothing a person could act on.
 */
export const readDrawerErrors = <TField extends string>(
  error: unknown,
  fields: readonly TField[],
  fallback: string,
): DrawerErrors<TField> => {
  if (!isApiError(error)) return { fields: {}, other: fallback };
  // A server that went silent may have done it: "did not answer" says so, "cannot be reached" would not.
  if (error.isTimeout) return { fields: {}, other: error.message };
  if (isUnreachableStatus(error.status)) return { fields: {}, other: SERVER_UNREACHABLE };
  const mine: Partial<Record<TField, string>> = {};
  const leftovers: string[] = [];
  for (const [field, message] of Object.entries(getFirstFieldErrors(error))) {
    const own = fields.find((name) => name === field);
    if (own === undefined) leftovers.push(message);
    else mine[own] = message;
  }
  if (error.detail !== undefined) leftovers.push(error.detail);
  const hasFieldErrors = Object.keys(mine).length > 0;
  return {
    fields: mine,
    other: leftovers.length > 0 ? leftovers.join(' ') : hasFieldErrors ? null : fallback,
  };
};
